import { useTheme } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import type { ReportPeriod } from "../../domain/schemas/report";
import { ReportBarChart } from "../../src/widgets/reports/ReportBarChart";
import { ReportPanel } from "./ReportPanel";
import { downloadReportCsv } from "../../src/widgets/reports/reportCsv";
import {
  csvFileName,
  K,
  measureCents,
  REVENUE_MEASURES,
  revenueIsEmpty,
  revenueRows,
} from "./reportsModel";
import { ReportTable } from "../../src/widgets/reports/ReportTable";
import { useReport } from "./useReport";

const R = `${K}.revenue`;

/** Billed, collected and outstanding: invoices and private payments stacked, totals in the table. */
export function RevenuePanel({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const theme = useTheme();
  const query = useReport("revenue", period);
  const report = query.data;
  const title = translate(`${R}.title`);
  const columns = (["measure", "invoiced", "private", "total"] as const).map(
    (c) => translate(`${R}.columns.${c}`),
  );
  const rows = report ? revenueRows(report, translate) : [];
  return (
    <ReportPanel
      title={title}
      help={translate(`${R}.help`)}
      state={query}
      empty={!!report && revenueIsEmpty(report)}
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
          format={formatCents}
          data={REVENUE_MEASURES.map((m) => ({
            label: translate(`${R}.measures.${m}`),
            invoiced: measureCents(report.invoiced, m),
            private: measureCents(report.private, m),
          }))}
          series={[
            {
              key: "invoiced",
              name: columns[1],
              color: theme.palette.primary.main,
              stackId: "revenue",
            },
            {
              key: "private",
              name: columns[2],
              color: theme.palette.success.main,
              stackId: "revenue",
            },
          ]}
        />
      )}
      <ReportTable label={title} columns={columns} rows={rows} />
    </ReportPanel>
  );
}
