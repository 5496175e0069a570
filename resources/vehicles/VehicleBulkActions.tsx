import { useState } from "react";
import type { MouseEvent } from "react";
import SyncAltIcon from "@mui/icons-material/SyncAlt";
import { Menu, MenuItem } from "@mui/material";
import { BulkDeleteButton, Button, useBulkUpdateController } from "react-admin";
import { useStatusChoices } from "./VehicleStatusField";
import { vehiclesModule } from "../../domain/modules/vehicles";

/** Sets the status of every selected vehicle; undoable, toast 'N vehicles updated.'. */
function BulkStatusButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { handleUpdate, isPending } = useBulkUpdateController({});
  const choices = useStatusChoices();
  return (
    <>
      <Button
        label={vehiclesModule.key("action.setStatus")}
        onClick={(e: MouseEvent<HTMLButtonElement>) =>
          setAnchor(e.currentTarget)
        }
        disabled={isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? "vehicle-bulk-status" : undefined}
      >
        <SyncAltIcon />
      </Button>
      <Menu
        id="vehicle-bulk-status"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
      >
        {choices.map((choice) => (
          <MenuItem
            key={choice.id}
            onClick={() => {
              setAnchor(null);
              handleUpdate({ status: choice.id });
            }}
          >
            {choice.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Change the status of, or delete, the selected vehicles; both undoable. */
export function VehicleBulkActions() {
  return (
    <>
      <BulkStatusButton />
      <BulkDeleteButton />
    </>
  );
}
