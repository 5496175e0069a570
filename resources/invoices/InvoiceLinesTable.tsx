import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import { invoicesModule } from "../../domain/modules/invoices";
import type { InvoiceLine } from "../../domain/schemas/invoice";

const k = (key: string) => invoicesModule.key(`lines.${key}`);

/** An invoice's (or a preview's) lines: date, description, HCPCS, modifier, units, amount. */
export function InvoiceLinesTable({
  lines,
}: {
  lines: readonly InvoiceLine[];
}) {
  const translate = useTranslate();
  const total = lines.reduce((s, l) => s + l.amountCents, 0);
  return (
    <Table size="small" aria-label={translate(k("title"))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(k("serviceDate"))}</TableCell>
          <TableCell>{translate(k("description"))}</TableCell>
          <TableCell>{translate(k("hcpcs"))}</TableCell>
          <TableCell>{translate(k("modifier"))}</TableCell>
          <TableCell align="right">{translate(k("units"))}</TableCell>
          <TableCell align="right">{translate(k("unitPrice"))}</TableCell>
          <TableCell align="right">{translate(k("amount"))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l, i) => (
          <TableRow key={l.invoiceLineId ?? `${l.tripId}-${l.component}-${i}`}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{l.serviceDate}</TableCell>
            <TableCell>{l.description}</TableCell>
            <TableCell>{l.hcpcsCode}</TableCell>
            <TableCell>{l.modifier ?? ""}</TableCell>
            <TableCell align="right">{l.units.toFixed(2)}</TableCell>
            <TableCell align="right">{formatCents(l.unitPriceCents)}</TableCell>
            <TableCell align="right">{formatCents(l.amountCents)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={6} align="right" sx={{ fontWeight: "bold" }}>
            {translate(k("total"))}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: "bold" }}>
            {formatCents(total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
