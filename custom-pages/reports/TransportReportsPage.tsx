import { useState } from "react";
import { Box, Stack, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { reportsModule } from "../../domain/modules/reports";
import type { ReportPeriod } from "../../domain/schemas/report";
import { usePageTitle } from "../common/usePageTitle";
import { AgeingPanel } from "./AgeingPanel";
import { PeriodPicker } from "./PeriodPicker";
import { RatesPanel } from "./RatesPanel";
import type { PeriodDraft } from "./reportsModel";
import { K, periodProblem, presetPeriod, todayOnDevice } from "./reportsModel";
import { RevenuePanel } from "./RevenuePanel";
import { TripsPanel } from "./TripsPanel";

/**
 * /admin/transport/reports (issue 12; the route is admin only, the menu entry modify-reports):
 * trips, revenue, outstanding by age and no-show rates over a chosen period (the last 30 days at
 * first), each drawn as a chart above its table and exportable as CSV. A lazy route, so recharts
 * loads with this page only.
 */
export function TransportReportsPage() {
  const translate = useTranslate();
  const title = usePageTitle("app.menu.reports");
  const [today] = useState(todayOnDevice);
  const [draft, setDraft] = useState<PeriodDraft>(() =>
    presetPeriod("last30", today),
  );
  const problem = periodProblem(draft);
  // The panels keep showing the last good period while the one being typed is wrong.
  const [period, setPeriod] = useState<ReportPeriod>(draft as ReportPeriod);
  const change = (next: PeriodDraft) => {
    setDraft(next);
    if (!periodProblem(next)) setPeriod(next as ReportPeriod);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${K}.intro`)}
      </Typography>
      <PeriodPicker
        value={draft}
        today={today}
        onChange={change}
        error={problem && translate(problem)}
      />
      <Stack spacing={2}>
        <TripsPanel period={period} />
        <RevenuePanel period={period} />
        <AgeingPanel period={period} />
        <RatesPanel period={period} />
      </Stack>
    </Box>
  );
}
TransportReportsPage.path = reportsModule.pages.transport.path;
