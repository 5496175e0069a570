import { useTheme } from "@mui/material";
import { useTranslate } from "react-admin";
import type { ReportPeriod } from "../../domain/schemas/report";
import { ReportBarChart } from "../../src/widgets/reports/ReportBarChart";
import { ReportPanel } from "./ReportPanel";
import { downloadReportCsv } from "../../src/widgets/reports/reportCsv";
import { csvFileName, facilityLabel, K, rateRows } from "./reportsModel";
import { ReportTable } from "../../src/widgets/reports/ReportTable";
import { useReport } from "./useReport";

const R = `${K}.rates`;
const COLUMNS = [
  "facility",
  "trips",
  "noShows",
  "noShowRate",
  "lateCancels",
  "lateCancelRate",
] as const;

/** Each facility's no-show and late-cancel rates (shares of its trips in the period). */
export function RatesPanel({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const theme = useTheme();
  const query = useReport("rates", period);
  const report = query.data;
  const title = translate(`${R}.title`);
  const columns = COLUMNS.map((c) => translate(`${R}.columns.${c}`));
  const rows = report ? rateRows(report, translate) : [];
  const asPercent = (v: number) =>
    translate(`${R}.percent`, { value: String(v) });
  return (
    <ReportPanel
      title={title}
      help={translate(`${R}.help`)}
      state={query}
      empty={!!report && report.facilities.length === 0}
      emptyText={translate(`${R}.empty`)}
      onExport={() =>
        downloadReportCsv(
          csvFileName(translate(`${R}.file`), period),
          columns,
          rows.map((r) => [r.label, ...r.cells]),
        )
      }
    >
      {report && (
        <ReportBarChart
          label={translate(`${K}.chart`, { name: title })}
          format={asPercent}
          data={report.facilities.map((f) => ({
            label: facilityLabel(translate, f.facilityName),
            noShowRate: Math.round(f.noShowRate * 1000) / 10,
            lateCancelRate: Math.round(f.lateCancelRate * 1000) / 10,
          }))}
          series={[
            {
              key: "noShowRate",
              name: columns[3],
              color: theme.palette.error.main,
            },
            {
              key: "lateCancelRate",
              name: columns[5],
              color: theme.palette.warning.main,
            },
          ]}
        />
      )}
      <ReportTable label={title} columns={columns} rows={rows} />
    </ReportPanel>
  );
}
