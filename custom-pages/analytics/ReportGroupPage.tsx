import { Alert, Link, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { analyticsModule } from "../../domain/modules/analytics";
import { isFacilityScoped } from "../../domain/privileges";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { AnalyticsFrame } from "./AnalyticsFrame";
import { K } from "./analyticsModel";
import { isReportGroup, readableReports } from "./reportLinks";
import { ReportList } from "./ReportList";

/** /analytics/reports/:reportGroup: that group's reports; an unknown group is said so. */
export function ReportGroupPage() {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const group = useParams().reportGroup ?? "";
  const known = isReportGroup(group);
  return (
    <AnalyticsFrame
      titleKey={`${K}.reports.title`}
      title={
        known
          ? translate(`${K}.reports.groups.${group}`)
          : translate(`${K}.notFound`)
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link component={LinkBase} to={analyticsModule.pages.reports.path}>
          {translate(`${K}.reports.back`)}
        </Link>
      </Typography>
      {known ? (
        <ReportList
          reports={readableReports(isFacilityScoped(user)).filter(
            (r) => r.group === group,
          )}
        />
      ) : (
        <Alert severity="warning">
          {translate(`${K}.reports.groupNotFound`, { group })}
        </Alert>
      )}
    </AnalyticsFrame>
  );
}
ReportGroupPage.path = analyticsModule.pages.reportGroup.path;
