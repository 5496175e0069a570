import { useState } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { StandingOrder } from "../../domain/schemas/standingOrder";
import { RecordEdit } from "../../src/forms/RecordScreens";
import { PauseDialog } from "../../src/widgets/standingOrders/PauseDialog";
import { StandingOrderForm } from "./StandingOrderForm";
import { soKey } from "./standingOrderModel";

/** The order's pauses and the button that adds one. */
function Pauses() {
  const translate = useTranslate();
  const order = useRecordContext<StandingOrder & { id: string }>();
  const [open, setOpen] = useState(false);
  if (!order) return null;
  return (
    <Box
      sx={{ p: 2 }}
      component="section"
      aria-label={translate(soKey("sections.pauses"))}
    >
      <Stack direction="row" alignItems="center" spacing={2}>
        <Typography variant="subtitle1" component="h2">
          {translate(soKey("sections.pauses"))}
        </Typography>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {translate(soKey("pause.open"))}
        </Button>
      </Stack>
      {order.pauses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(soKey("pause.none"))}
        </Typography>
      ) : (
        order.pauses.map((p) => (
          <Typography key={p.pauseId} variant="body2">
            {translate(soKey("pause.item"), {
              from: p.fromDate,
              to: p.toDate,
              reason: p.reason,
            })}
          </Typography>
        ))
      )}
      {open && (
        <PauseDialog
          orderId={String(order.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}

/** /standing-order/upsert/:id: saving moves the future unstarted trips; a pause cancels some. */
export function StandingOrderEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect="list">
      <Pauses />
      <StandingOrderForm />
    </RecordEdit>
  );
}
