import { useState } from "react";
import { Box, Link, Stack, Typography } from "@mui/material";
import { LinkBase, Title, useTranslate } from "react-admin";
import { analyticsModule } from "../../domain/modules/analytics";
import { reportsModule } from "../../domain/modules/reports";
import { pathAccess } from "../../domain/routeAccess";
import type { ReportPeriod } from "../../domain/schemas/report";
import { useFeatures } from "../../src/features/useFeatures";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { PeriodPicker } from "../../src/widgets/reports/PeriodPicker";
import type { PeriodDraft } from "../../src/widgets/reports/reportPeriod";
import {
  periodProblem,
  presetPeriod,
  todayOnDevice,
} from "../../src/widgets/reports/reportPeriod";
import { usePageTitle } from "../common/usePageTitle";
import { AgeingPanel } from "./AgeingPanel";
import { RatesPanel } from "./RatesPanel";
import { K, PRESETS } from "./reportsModel";
import { RevenuePanel } from "./RevenuePanel";
import { TripsPanel } from "./TripsPanel";

/**
 * /admin/transport/reports (issue 12; the route is admin only, the menu entry modify-reports):
 * trips, revenue, outstanding by age and no-show rates over a chosen period (the last 30 days at
 * first), each drawn as a chart above its table and exportable as CSV. A lazy route, so recharts
 * loads with this page only. Issue 29: the analytics reports (custom-pages/analytics) hold these
 * and more, for everyone entitled to them; this page links there when the user may open it.
 */
export function TransportReportsPage() {
  const translate = useTranslate();
  const title = usePageTitle("app.menu.reports");
  const [today] = useState(todayOnDevice);
  const [draft, setDraft] = useState<PeriodDraft>(() =>
    presetPeriod("last30", today),
  );
  const problem = periodProblem(draft);
  const analytics = useAnalyticsReportsPath();
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
      {analytics && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link component={LinkBase} to={analytics}>
            {translate("pages.reports.analyticsLink")}
          </Link>
        </Typography>
      )}
      <PeriodPicker
        value={draft}
        today={today}
        onChange={change}
        presets={PRESETS}
        messages={`${K}.period`}
        error={problem && translate(`${K}.period.${problem}`)}
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

/** The analytics reports' path, when this user may open it (feature-analytics on, view-analytics). */
function useAnalyticsReportsPath(): string | null {
  const { user } = useCurrentUser();
  const { features, loaded } = useFeatures();
  const path = analyticsModule.pages.reports.path;
  return loaded && pathAccess(user, path, features) === "allowed" ? path : null;
}
