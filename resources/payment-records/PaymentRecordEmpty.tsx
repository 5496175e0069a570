import { Typography } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import { paymentRecordsModule } from "../../domain/modules/paymentRecords";
import { hasCriteria, toCriteria } from "./paymentRecordsModel";

/**
 * §2's two empty states, word for word: criteria that match nothing, or no trips at all. Shown in
 * place of the table rows, so the criteria bar stays to change or reset them.
 */
export function PaymentRecordEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = hasCriteria(toCriteria(filterValues));
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(
        paymentRecordsModule.key(filtered ? "empty.filtered" : "empty.none"),
      )}
    </Typography>
  );
}
