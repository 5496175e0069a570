import { Link, Paper, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { REPORT_GROUPS } from "../../domain/analyticsReports";
import { analyticsModule } from "../../domain/modules/analytics";
import { isFacilityScoped } from "../../domain/privileges";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { AnalyticsFrame } from "./AnalyticsFrame";
import { K } from "./analyticsModel";
import { groupPath, readableReports } from "./reportLinks";
import { ReportList } from "./ReportList";

/**
 * /analytics/reports (issue 29): the report groups (operations, finance, facilities, drivers), each
 * with its reports; a facility administrator does not see the operation-wide ones.
 */
export function ReportsPage() {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const reports = readableReports(isFacilityScoped(user));
  return (
    <AnalyticsFrame titleKey={`${K}.reports.title`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${K}.reports.intro`)}
      </Typography>
      <Stack spacing={2}>
        {REPORT_GROUPS.map((group) => {
          const name = translate(`${K}.reports.groups.${group}`);
          return (
            <Paper
              key={group}
              variant="outlined"
              component="section"
              aria-label={name}
              sx={{ p: 2 }}
            >
              <Typography component="h2" variant="h6">
                <Link component={LinkBase} to={groupPath(group)}>
                  {name}
                </Link>
              </Typography>
              <ReportList reports={reports.filter((r) => r.group === group)} />
            </Paper>
          );
        })}
      </Stack>
    </AnalyticsFrame>
  );
}
ReportsPage.path = analyticsModule.pages.reports.path;
