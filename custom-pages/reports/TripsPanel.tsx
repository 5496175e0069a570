import { useState } from "react";
import { ToggleButton, ToggleButtonGroup, useTheme } from "@mui/material";
import { useTranslate } from "react-admin";
import type { ReportPeriod } from "../../domain/schemas/report";
import { ReportBarChart } from "../../src/widgets/reports/ReportBarChart";
import { ReportPanel } from "./ReportPanel";
import { downloadReportCsv } from "../../src/widgets/reports/reportCsv";
import type { TripsBreakdown } from "./reportsModel";
import { BREAKDOWNS, csvFileName, K, percent, tripRows } from "./reportsModel";
import { ReportTable } from "../../src/widgets/reports/ReportTable";
import { useReport } from "./useReport";

const T = `${K}.trips`;

/** Trips in the period by status, booking type or facility (one answer, three groupings). */
export function TripsPanel({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [by, setBy] = useState<TripsBreakdown>("status");
  const query = useReport("trips", period);
  const report = query.data;
  const title = translate(`${T}.title`);
  const columns = [
    translate(`${T}.by.${by}`),
    translate(`${T}.columns.trips`),
    translate(`${T}.columns.share`),
  ];
  const rows = report ? tripRows(report, by, translate) : [];

  const exportCsv = () => {
    if (!report) return;
    // Every grouping in one file, each row named by its grouping.
    const all = BREAKDOWNS.flatMap((b) =>
      tripRows(report, b, translate).map((r) => [
        translate(`${T}.by.${b}`),
        r.label,
        ...r.cells,
      ]),
    );
    downloadReportCsv(
      csvFileName(translate(`${T}.file`), period),
      [
        translate(`${T}.groupBy`),
        translate(`${T}.columns.group`),
        translate(`${T}.columns.trips`),
        translate(`${T}.columns.share`),
      ],
      all,
    );
  };

  return (
    <ReportPanel
      title={title}
      state={query}
      empty={!!report && report.total === 0}
      emptyText={translate(`${T}.empty`)}
      onExport={exportCsv}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          onChange={(_e, next: TripsBreakdown | null) => next && setBy(next)}
          aria-label={translate(`${T}.groupBy`)}
        >
          {BREAKDOWNS.map((b) => (
            <ToggleButton key={b} value={b}>
              {translate(`${T}.by.${b}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <ReportBarChart
        label={translate(`${K}.chart`, { name: `${title}: ${columns[0]}` })}
        data={rows.map((r) => ({ label: r.label, trips: Number(r.cells[0]) }))}
        series={[
          {
            key: "trips",
            name: columns[1],
            color: theme.palette.primary.main,
          },
        ]}
      />
      <ReportTable
        label={title}
        columns={columns}
        rows={rows}
        footer={
          report && {
            key: "total",
            label: translate(`${K}.total`),
            cells: [String(report.total), percent(translate, 1)],
          }
        }
      />
    </ReportPanel>
  );
}
