import {
  Box,
  CircularProgress,
  GlobalStyles,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import { invoicesModule } from "../../domain/modules/invoices";
import { InvoiceLinesTable } from "./InvoiceLinesTable";
import type { InvoiceRow } from "./invoiceModel";
import { InvoiceStatusChips } from "./InvoiceStatusChips";
import { InvoicePayments } from "./InvoicePayments";
import { useInvoiceLedger } from "./useInvoiceLedger";

const k = (key: string) => invoicesModule.key(key);

/** Printing shows the invoice alone: no menu, app bar or buttons. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      "@media print": {
        ".RaSidebar-fixed, .RaSidebar-root, .RaAppBar-root, header, .invoice-no-print":
          { display: "none !important" },
        ".RaLayout-content": { padding: "0 !important" },
      },
    }}
  />
);

/** The invoice page's body: its facts, lines, payments and adjustments, and the balance. */
export function InvoiceLedgerView() {
  const translate = useTranslate();
  const invoice = useRecordContext<InvoiceRow>();
  const { data: ledger, isPending } = useInvoiceLedger(invoice?.invoiceId);
  if (!invoice) return null;
  const fact = (key: string, value: string | null) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(k(`fields.${key}`))}
      </Typography>
      <Typography variant="body2">{value || "—"}</Typography>
    </Box>
  );
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      {PRINT_STYLES}
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography variant="h5" component="h2">
          {invoice.invoiceNumber}
        </Typography>
        <InvoiceStatusChips record={invoice} />
      </Stack>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        {fact("billedToName", invoice.billedToName)}
        {fact("period", `${invoice.periodFrom} – ${invoice.periodTo}`)}
        {fact("issuedOn", invoice.issuedOn)}
        {fact("dueOn", invoice.dueOn)}
        {invoice.denialReason && fact("denialReason", invoice.denialReason)}
        {invoice.voidReason && fact("voidReason", invoice.voidReason)}
      </Stack>
      <Box>
        <Typography variant="h6" component="h3">
          {translate(k("lines.title"))}
        </Typography>
        {isPending || !ledger ? (
          <CircularProgress size={24} />
        ) : (
          <InvoiceLinesTable lines={ledger.lines} />
        )}
      </Box>
      {ledger && <InvoicePayments ledger={ledger} />}
      <Table
        size="small"
        sx={{ maxWidth: 360, alignSelf: "flex-end" }}
        aria-label={translate(k("fields.balanceCents"))}
      >
        <TableHead>
          <TableRow>
            <TableCell colSpan={2} />
          </TableRow>
        </TableHead>
        <TableBody>
          {(
            [
              "totalCents",
              "paidCents",
              "adjustedCents",
              "balanceCents",
            ] as const
          ).map((key) => (
            <TableRow key={key}>
              <TableCell>{translate(k(`fields.${key}`))}</TableCell>
              <TableCell
                align="right"
                sx={key === "balanceCents" ? { fontWeight: "bold" } : undefined}
              >
                {formatCents(invoice[key])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
