import { useCallback } from "react";
import type {
  Exporter,
  FetchRelatedRecords,
  RaRecord,
  TranslateFunction,
} from "react-admin";
import { defaultExporter, useTranslate } from "react-admin";
import { neutraliseCsvRows } from "../../domain/csvFormulas";

export type CsvRow = Record<string, string | number>;

export type CsvRows<R extends RaRecord> = (
  records: R[],
  context: {
    translate: TranslateFunction;
    fetchRelatedRecords: FetchRelatedRecords;
  },
) => CsvRow[] | Promise<CsvRow[]>;

/**
 * An exporter for <List exporter>, used by BulkExportButton for the selected rows (the toolbar's
 * Export streams every matching row from the server instead: StreamedExportButton), shaped by
 * `toRows` into labelled, human columns, then written by react-admin's own CSV writer (jsonexport +
 * downloadCSV) as `{fileName}.csv`. Every cell that a spreadsheet would run as a formula is
 * neutralised here (neutraliseCsvRows), as the server's export does.
 */
export function useCsvExporter<R extends RaRecord>(
  fileName: string,
  toRows: CsvRows<R>,
): Exporter<R> {
  const translate = useTranslate();
  return useCallback<Exporter<R>>(
    async (records, fetchRelatedRecords, dataProvider) => {
      const rows = neutraliseCsvRows(
        await toRows(records, { translate, fetchRelatedRecords }),
      );
      // The default exporter names the file after its last argument.
      return defaultExporter(rows, fetchRelatedRecords, dataProvider, fileName);
    },
    [fileName, toRows, translate],
  );
}
