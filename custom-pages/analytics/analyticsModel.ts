/**
 * The analytics pages' pure parts: the message prefix, how a report's cell reads by its column's
 * kind (domain/analyticsReports.ts), the rows its table and CSV share, and the period presets.
 */
import type { TranslateFunction } from "react-admin";
import type {
  ReportColumn,
  ReportDefinition,
} from "../../domain/analyticsReports";
import { formatCents } from "../../domain/money";
import { tripsModule } from "../../domain/modules/trips";
import type { AnalyticsReport } from "../../domain/schemas/analytics";
import type { ReportRow } from "../../src/widgets/reports/ReportTable";
import type { PeriodPreset } from "../../src/widgets/reports/reportPeriod";
import { formatRate, K } from "../../src/widgets/analytics/analyticsFormat";

// The prefix and the rate's format are the today tiles' too (src/widgets/analytics), shared from there.
export { formatRate, K };
export const ANALYTICS_QUERY = "analytics";

/** The report page's presets, in its order (Custom is the picker's own). */
export const REPORT_PRESETS = [
  "lastMonth",
  "thisMonth",
  "last30",
  "thisYear",
] as const satisfies readonly PeriodPreset[];

type Cell = AnalyticsReport["rows"][number][string] | undefined;

const oneDecimal = (value: number) => value.toFixed(1);

/** Text columns whose values are codes said in words (pages.analytics.values.<column>). */
const CODED = new Set(["party", "payorType", "bucket", "source"]);

function textCell(
  translate: TranslateFunction,
  column: ReportColumn,
  value: string | null,
): string {
  if (value === null || value === "")
    return translate(
      column.key === "facilityName" ? `${K}.noFacility` : `${K}.noValue`,
    );
  if (column.key === "status")
    return translate(tripsModule.key(`statuses.${value}`), { _: value });
  if (CODED.has(column.key))
    return translate(`${K}.values.${column.key}.${value}`, { _: value });
  return value;
}

/** One cell as the table shows it (and the CSV holds it): by its column's kind. */
export function formatCell(
  translate: TranslateFunction,
  column: ReportColumn,
  value: Cell,
): string {
  if (column.kind === "text" || column.kind === "day")
    return textCell(
      translate,
      column,
      value === undefined || value === null ? null : String(value),
    );
  if (typeof value !== "number") return translate(`${K}.none`);
  switch (column.kind) {
    case "count":
      return String(value);
    case "rate":
      return formatRate(translate, value);
    case "cents":
      return formatCents(value);
    case "minutes":
    case "hours":
    case "miles":
      return translate(`${K}.units.${column.kind}`, {
        value: oneDecimal(value),
      });
    case "number":
      return oneDecimal(value);
  }
}

export const columnLabel = (translate: TranslateFunction, key: string) =>
  translate(`${K}.columns.${key}`, { _: key });

export const reportTitle = (translate: TranslateFunction, key: string) =>
  translate(`${K}.reports.titles.${key}`, { _: key });

/** How many leading columns hold text: they are left-aligned, the figures right. */
export const textColumnCount = (definition: ReportDefinition) => {
  const first = definition.columns.findIndex(
    (c) => c.kind !== "text" && c.kind !== "day",
  );
  return first === -1 ? definition.columns.length : first;
};

/** The table's rows: the first column names the row, the others are its cells, all as shown. */
export function reportRows(
  translate: TranslateFunction,
  definition: ReportDefinition,
  report: AnalyticsReport,
): ReportRow[] {
  const [first, ...rest] = definition.columns;
  return report.rows.map((row, i) => ({
    key: String(i),
    label: formatCell(translate, first, row[first.key]),
    cells: rest.map((c) => formatCell(translate, c, row[c.key])),
  }));
}

/** Nothing to show: no row, or every figure zero or missing (a zero-filled series of days). */
export const isEmptyReport = (report: AnalyticsReport) =>
  report.rows.every((row) =>
    Object.values(row).every((v) => typeof v !== "number" || v === 0),
  );

/** The CSV's rows: exactly the table's, label first. */
export const csvRows = (rows: readonly ReportRow[]) =>
  rows.map((r) => [r.label, ...r.cells]);

/**
 * The chart's data: the x column as shown (a label), each series as a number (rates as percentages,
 * so the axis reads 0–100; money in cents, formatted as money). Missing values are left out.
 */
export function chartData(
  translate: TranslateFunction,
  definition: ReportDefinition,
  report: AnalyticsReport,
): ({ label: string } & Record<string, number | string>)[] {
  const x = definition.columns.find((c) => c.key === definition.chart.x);
  return report.rows.map((row) => {
    const datum: { label: string } & Record<string, number | string> = {
      label: x ? formatCell(translate, x, row[x.key]) : "",
    };
    for (const key of definition.chart.series) {
      const value = row[key];
      const kind = definition.columns.find((c) => c.key === key)?.kind;
      if (typeof value !== "number") continue;
      datum[key] = kind === "rate" ? Math.round(value * 1000) / 10 : value;
    }
    return datum;
  });
}

/** How a chart series' values read on its axis and tooltip (the data of chartData). */
export function seriesFormat(
  translate: TranslateFunction,
  definition: ReportDefinition,
): (value: number) => string {
  const kinds = new Set(
    definition.chart.series.map(
      (key) => definition.columns.find((c) => c.key === key)?.kind,
    ),
  );
  if (kinds.has("rate"))
    return (v) => translate(`${K}.percent`, { value: String(v) });
  if (kinds.has("cents")) return formatCents;
  return (v) => String(v);
}
