import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import { invoicesModule } from "../../domain/modules/invoices";
import type { InvoiceLedger } from "../../domain/schemas/invoice";

const k = (key: string) => invoicesModule.key(key);

/** The payments allocated to the invoice and its adjustments. */
export function InvoicePayments({ ledger }: { ledger: InvoiceLedger }) {
  const translate = useTranslate();
  return (
    <>
      <Box>
        <Typography variant="h6" component="h3">
          {translate(k("payments.title"))}
        </Typography>
        {ledger.payments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(k("payments.none"))}
          </Typography>
        ) : (
          <Table size="small" aria-label={translate(k("payments.title"))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(k("payments.receivedAt"))}</TableCell>
                <TableCell>{translate(k("payments.method"))}</TableCell>
                <TableCell>{translate(k("payments.reference"))}</TableCell>
                <TableCell align="right">
                  {translate(k("payments.amount"))}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ledger.payments.map((p) => (
                <TableRow key={p.paymentId}>
                  <TableCell>{p.receivedAt.slice(0, 10)}</TableCell>
                  <TableCell>
                    {translate(k(`methods.${p.method}`), { _: p.method })}
                  </TableCell>
                  <TableCell>{p.reference ?? ""}</TableCell>
                  <TableCell align="right">
                    {formatCents(p.amountCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      {ledger.adjustments.length > 0 && (
        <Box>
          <Typography variant="h6" component="h3">
            {translate(k("adjustments.title"))}
          </Typography>
          <Table size="small" aria-label={translate(k("adjustments.title"))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(k("adjustments.kind"))}</TableCell>
                <TableCell>{translate(k("adjustments.reason"))}</TableCell>
                <TableCell align="right">
                  {translate(k("adjustments.amount"))}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ledger.adjustments.map((a) => (
                <TableRow key={a.adjustmentId}>
                  <TableCell>
                    {translate(k(`kinds.${a.kind}`), { _: a.kind })}
                  </TableCell>
                  <TableCell>{a.reason}</TableCell>
                  <TableCell align="right">
                    {formatCents(a.amountCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
