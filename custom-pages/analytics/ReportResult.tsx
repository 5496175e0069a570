import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { useTranslate } from "react-admin";
import type { ReportDefinition } from "../../domain/analyticsReports";
import type { AnalyticsReportRequest } from "../../domain/schemas/analytics";
import { downloadReportCsv } from "../../src/widgets/reports/reportCsv";
import { ReportTable } from "../../src/widgets/reports/ReportTable";
import { AnalyticsChart } from "./AnalyticsChart";
import { QueryState } from "./AnalyticsFrame";
import {
  chartData,
  columnLabel,
  csvRows,
  isEmptyReport,
  K,
  reportRows,
  reportTitle,
  seriesFormat,
  textColumnCount,
} from "./analyticsModel";
import { useAnalyticsReport } from "./useAnalytics";

/** The report's answer: its chart above its table, and Export CSV writing exactly the table. */
export function ReportResult({
  definition,
  request,
}: {
  definition: ReportDefinition;
  request: AnalyticsReportRequest;
}) {
  const translate = useTranslate();
  const query = useAnalyticsReport(definition.key, request);
  const report = query.data;
  const title = reportTitle(translate, definition.key);
  const columns = definition.columns.map((c) => columnLabel(translate, c.key));
  const rows = report ? reportRows(translate, definition, report) : [];
  const empty = !!report && isEmptyReport(report);
  const exportCsv = () =>
    downloadReportCsv(
      translate(`${K}.reports.file`, {
        key: definition.key,
        from: request.fromDate,
        to: request.toDate,
      }),
      columns,
      csvRows(rows),
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
        sx={{ mb: 1 }}
      >
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={!report || empty}
        >
          {translate(`${K}.reports.exportCsv`)}
        </Button>
      </Stack>
      <QueryState state={query}>
        {empty ? (
          <Typography color="text.secondary">
            {translate(`${K}.reports.noRows`)}
          </Typography>
        ) : (
          report && (
            <Box>
              <AnalyticsChart
                label={translate(`${K}.reports.chart`, { name: title })}
                kind={definition.chart.kind}
                data={chartData(translate, definition, report)}
                series={definition.chart.series.map((key) => ({
                  key,
                  name: columnLabel(translate, key),
                }))}
                format={seriesFormat(translate, definition)}
              />
              <ReportTable
                label={title}
                columns={columns}
                rows={rows}
                textColumns={textColumnCount(definition)}
              />
            </Box>
          )
        )}
      </QueryState>
    </Paper>
  );
}
