import { useTheme } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import type { ReportPeriod } from "../../domain/schemas/report";
import { ReportBarChart } from "../../src/widgets/reports/ReportBarChart";
import { ReportPanel } from "./ReportPanel";
import { downloadReportCsv } from "../../src/widgets/reports/reportCsv";
import { ageingRows, csvFileName, K } from "./reportsModel";
import { ReportTable } from "../../src/widgets/reports/ReportTable";
import { useReport } from "./useReport";

const A = `${K}.ageing`;

/** What invoices still owed at the period's end, by age (the revenue answer: the same call). */
export function AgeingPanel({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const theme = useTheme();
  const query = useReport("revenue", period);
  const report = query.data;
  const title = translate(`${A}.title`);
  const columns = (["bucket", "invoices", "outstanding"] as const).map((c) =>
    translate(`${A}.columns.${c}`),
  );
  const rows = report ? ageingRows(report, translate) : [];
  const total = report?.ageing.reduce(
    (sum, b) => ({
      invoices: sum.invoices + b.invoices,
      cents: sum.cents + b.outstandingCents,
    }),
    { invoices: 0, cents: 0 },
  );
  const footer = total && {
    key: "total",
    label: translate(`${K}.total`),
    cells: [String(total.invoices), formatCents(total.cents)],
  };
  return (
    <ReportPanel
      title={title}
      help={translate(`${A}.help`)}
      state={query}
      empty={!!total && total.invoices === 0}
      emptyText={translate(`${A}.empty`)}
      onExport={() =>
        downloadReportCsv(
          csvFileName(translate(`${A}.file`), period),
          columns,
          [...rows, ...(footer ? [footer] : [])].map((r) => [
            r.label,
            ...r.cells,
          ]),
        )
      }
    >
      {report && (
        <ReportBarChart
          label={translate(`${K}.chart`, { name: title })}
          format={formatCents}
          data={report.ageing.map((b) => ({
            label: translate(`${A}.buckets.${b.bucket}`),
            outstanding: b.outstandingCents,
          }))}
          series={[
            {
              key: "outstanding",
              name: columns[2],
              color: theme.palette.warning.main,
            },
          ]}
        />
      )}
      <ReportTable
        label={title}
        columns={columns}
        rows={rows}
        footer={footer}
      />
    </ReportPanel>
  );
}
