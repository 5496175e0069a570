import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from "@mui/material";
import type { ReportRow } from "./reportsModel";

/** A report's figures under its chart: the first column names the row, the others are numbers. */
export function ReportTable({
  label,
  columns,
  rows,
  footer,
}: {
  /** The table's accessible name (the panel's title). */
  label: string;
  columns: readonly string[];
  rows: readonly ReportRow[];
  footer?: ReportRow;
}) {
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c} align={i === 0 ? "left" : "right"}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <ReportTableRow key={row.key} row={row} />
          ))}
          {footer && <ReportTableRow row={footer} strong />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ReportTableRow({ row, strong }: { row: ReportRow; strong?: boolean }) {
  const sx = strong ? { fontWeight: 600 } : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sx}>
        {row.label}
      </TableCell>
      {row.cells.map((cell, i) => (
        <TableCell
          key={i}
          align="right"
          sx={{
            ...sx,
            fontVariantNumeric: "tabular-nums",
            whiteSpace: "nowrap",
          }}
        >
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}
