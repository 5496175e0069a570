import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import BlockIcon from "@mui/icons-material/Block";
import { BulkDeleteButton, BulkUpdateButton } from "react-admin";
import { FACILITY_USERS_RESOURCE } from "./facilityUserPaths";

const action = (name: string) =>
  `resources.${FACILITY_USERS_RESOURCE}.action.${name}`;

/** Activate, deactivate and delete the selected users; all undoable. */
export function FacilityUserBulkActions() {
  return (
    <>
      <BulkUpdateButton
        label={action("activate")}
        data={{ active: true }}
        icon={<CheckCircleIcon />}
      />
      <BulkUpdateButton
        label={action("deactivate")}
        data={{ active: false }}
        icon={<BlockIcon />}
      />
      <BulkDeleteButton />
    </>
  );
}
