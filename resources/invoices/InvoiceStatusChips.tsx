import { Stack } from "@mui/material";
import { StatusChip } from "../../src/widgets/StatusChip";
import { invoicesModule } from "../../domain/modules/invoices";
import type { InvoiceRow } from "./invoiceModel";
import {
  REVIEW_COLORS,
  SETTLEMENT_COLORS,
  SUBMISSION_COLORS,
} from "./invoiceModel";

const label = (status: string) => invoicesModule.key(`status.${status}`);

/** One status of an invoice on a chip. */
export function InvoiceStatusChip({
  dimension,
  record,
}: {
  dimension: "submissionStatus" | "reviewStatus" | "settlementStatus";
  record: Pick<InvoiceRow, typeof dimension>;
}) {
  const colors =
    dimension === "submissionStatus"
      ? SUBMISSION_COLORS
      : dimension === "reviewStatus"
        ? REVIEW_COLORS
        : SETTLEMENT_COLORS;
  const status = record[dimension];
  return (
    <StatusChip
      status={status}
      colors={colors}
      labelKey={label(status)}
      filled={status === "paid" || status === "void"}
    />
  );
}

/** The three statuses side by side (the invoice page's header). */
export function InvoiceStatusChips({ record }: { record: InvoiceRow }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <InvoiceStatusChip dimension="submissionStatus" record={record} />
      <InvoiceStatusChip dimension="reviewStatus" record={record} />
      <InvoiceStatusChip dimension="settlementStatus" record={record} />
    </Stack>
  );
}
