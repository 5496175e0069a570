import type {
  ReportDefinition,
  ReportGroup,
} from "../../domain/analyticsReports";
import { REPORTS, REPORT_GROUPS } from "../../domain/analyticsReports";
import { analyticsModule } from "../../domain/modules/analytics";
import { pagePath } from "../../domain/modules/pagePath";

export const groupPath = (reportGroup: ReportGroup) =>
  pagePath(analyticsModule.pages.reportGroup.path, { reportGroup });

export const reportPath = (key: string) =>
  pagePath(analyticsModule.pages.report.path, { key });

/**
 * The reports a reader may open: a facility administrator gets the facility-scoped ones only (the
 * server refuses the others with 403).
 */
export const readableReports = (
  facilityScoped: boolean,
): readonly ReportDefinition[] =>
  facilityScoped ? REPORTS.filter((r) => r.facilityScoped) : REPORTS;

export const isReportGroup = (group: string): group is ReportGroup =>
  (REPORT_GROUPS as readonly string[]).includes(group);
