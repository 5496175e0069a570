import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from "@mui/material";

/** One row of a report's table and CSV: its label and its cells (text, as shown). */
export interface ReportRow {
  key: string;
  label: string;
  cells: string[];
}

/**
 * A report's figures under its chart: the first column names the row, the others are numbers
 * (right-aligned), or text too for the first `textColumns`. Scrolls sideways on a narrow screen.
 */
export function ReportTable({
  label,
  columns,
  rows,
  footer,
  textColumns = 1,
}: {
  /** The table's accessible name (the panel's title). */
  label: string;
  columns: readonly string[];
  rows: readonly ReportRow[];
  footer?: ReportRow;
  /** How many leading columns hold text (left-aligned): the label's, and as many cells. */
  textColumns?: number;
}) {
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c} align={i < textColumns ? "left" : "right"}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <ReportTableRow
              key={row.key}
              row={row}
              textCells={textColumns - 1}
            />
          ))}
          {footer && (
            <ReportTableRow row={footer} textCells={textColumns - 1} strong />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ReportTableRow({
  row,
  textCells,
  strong,
}: {
  row: ReportRow;
  textCells: number;
  strong?: boolean;
}) {
  const sx = strong ? { fontWeight: 600 } : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sx}>
        {row.label}
      </TableCell>
      {row.cells.map((cell, i) => (
        <TableCell
          key={i}
          align={i < textCells ? "left" : "right"}
          sx={
            i < textCells
              ? sx
              : {
                  ...sx,
                  fontVariantNumeric: "tabular-nums",
                  whiteSpace: "nowrap",
                }
          }
        >
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}
