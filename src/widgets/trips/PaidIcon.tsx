import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import RemoveCircleOutlineIcon from "@mui/icons-material/RemoveCircleOutline";
import { Tooltip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import type { Trip } from "../../../domain/schemas/trip";
import { isTripPaid } from "./tripWidgetsModel";

type PaidTrip = Pick<Trip, "paymentRecord">;

/**
 * The Paid? icon (§2 Payment Records, §4): a green tick only when the payment record is completed,
 * a grey mark otherwise; the words are the icon's accessible name. Reads `trip`, else the record
 * context (a list column).
 */
export function PaidIcon({ trip }: { trip?: PaidTrip; label?: string }) {
  const fromContext = useRecordContext<PaidTrip>();
  const translate = useTranslate();
  const record = trip ?? fromContext;
  if (!record) return null;
  const paid = isTripPaid(record);
  const title = translate(tripsModule.key(paid ? "paid.yes" : "paid.no"));
  return (
    <Tooltip title={title}>
      {paid ? (
        <CheckCircleIcon
          color="success"
          fontSize="small"
          titleAccess={title}
          data-paid="true"
        />
      ) : (
        <RemoveCircleOutlineIcon
          color="disabled"
          fontSize="small"
          titleAccess={title}
          data-paid="false"
        />
      )}
    </Tooltip>
  );
}
