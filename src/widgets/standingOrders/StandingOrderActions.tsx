import EditIcon from "@mui/icons-material/Edit";
import PauseIcon from "@mui/icons-material/PauseCircleOutline";
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { Link, useTranslate } from "react-admin";
import { standingOrdersModule } from "../../../domain/modules/standingOrders";
import { PauseDialog } from "./PauseDialog";
import { soKey } from "./standingOrderText";

/**
 * Edit and Pause of one standing order, on its list row and on the patient's page (issue 22).
 * Clicks stay here (the dialog's too, through its portal): the row's own click opens the order.
 */
export function StandingOrderActions({ orderId }: { orderId: string }) {
  const translate = useTranslate();
  const [pausing, setPausing] = useState(false);
  return (
    <Stack
      direction="row"
      spacing={1}
      onClick={(e) => e.stopPropagation()}
      sx={{ whiteSpace: "nowrap" }}
    >
      <Button
        component={Link}
        to={standingOrdersModule.paths.edit(orderId)}
        size="small"
        startIcon={<EditIcon />}
      >
        {translate("ra.action.edit")}
      </Button>
      <Button
        size="small"
        startIcon={<PauseIcon />}
        onClick={() => setPausing(true)}
      >
        {translate(soKey("pause.open"))}
      </Button>
      {pausing && (
        <PauseDialog orderId={orderId} onClose={() => setPausing(false)} />
      )}
    </Stack>
  );
}
