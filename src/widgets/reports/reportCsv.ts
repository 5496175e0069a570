/**
 * A report's CSV, written on the client from the same rows its table shows (csv-stringify), every
 * cell made formula-safe (domain/csvFormulas.ts) like the app's other exports. Shared by the
 * transport reports (custom-pages/reports) and the analytics reports (custom-pages/analytics).
 */
import { stringify } from "csv-stringify/browser/esm/sync";
import { neutraliseCsvCell } from "../../../domain/csvFormulas";
import { saveFile } from "../csvExport";

export type CsvTable = readonly (readonly string[])[];

/** The CSV text: the header row, then the rows, each cell neutralised. */
export function reportCsv(header: readonly string[], rows: CsvTable): string {
  return stringify([header, ...rows].map((row) => row.map(neutraliseCsvCell)));
}

export function downloadReportCsv(
  fileName: string,
  header: readonly string[],
  rows: CsvTable,
): void {
  const blob = new Blob([reportCsv(header, rows)], {
    type: "text/csv;charset=utf-8",
  });
  saveFile(blob, fileName);
}
