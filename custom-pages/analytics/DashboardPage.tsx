import { Link, Stack } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { analyticsModule } from "../../domain/modules/analytics";
import { AnalyticsFrame, QueryState } from "./AnalyticsFrame";
import { K } from "./analyticsModel";
import { AlertsSection, Last30Section } from "./DashboardSections";
import { FacilityPicker } from "./FacilityPicker";
import { TodaySection } from "../../src/widgets/analytics/TodaySection";
import { useDashboard } from "./useAnalytics";
import { useAnalyticsScope } from "./useAnalyticsScope";

/**
 * /analytics/dashboard (issue 29): today's tiles, the last 30 days and the alerts, each tile a link
 * to the list it counts. One call; every figure is the caller's scope (a facility administrator's
 * facility, fixed on the server), or the facility an operator picks. A lazy route, so recharts
 * loads with the analytics pages only.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const scope = useAnalyticsScope();
  const query = useDashboard(scope.facilityId);
  return (
    <AnalyticsFrame
      titleKey={`${K}.dashboard.title`}
      controls={
        <Stack
          direction="row"
          spacing={2}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <FacilityPicker scope={scope} />
          <Link component={LinkBase} to={analyticsModule.pages.reports.path}>
            {translate(`${K}.dashboard.reportsLink`)}
          </Link>
        </Stack>
      }
    >
      <QueryState state={query}>
        {query.data && (
          <>
            <TodaySection
              dashboard={query.data}
              facilityId={scope.facilityId}
            />
            <Last30Section
              dashboard={query.data}
              facilityId={scope.facilityId}
            />
            <AlertsSection
              dashboard={query.data}
              facilityId={scope.facilityId}
            />
          </>
        )}
      </QueryState>
    </AnalyticsFrame>
  );
}
DashboardPage.path = analyticsModule.pages.dashboard.path;
