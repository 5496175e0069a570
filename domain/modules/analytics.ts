import { FEATURES } from "../features";
import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

const viewAnalytics = {
  privileges: [P.viewAnalytics],
  feature: FEATURES.analytics,
};

/**
 * Analytics (§2, issue 29): the dashboard, the users' analytics (administrators) and the reports by
 * group, each figure within the caller's scope (a facility administrator's facility). Calls under
 * /analytics (server/analytics); pages in custom-pages/analytics.
 */
export const analyticsModule = defineModule({
  name: "analytics",
  feature: FEATURES.analytics,
  api: { prefix: "/analytics", idField: "key", entity: "Report" },
  access: { read: viewAnalytics, write: viewAnalytics },
  pagesFolder: "analytics",
  pages: {
    dashboard: { path: "/analytics/dashboard", component: "DashboardPage" },
    users: { path: "/analytics/users", component: "AnalyticsUsersPage" },
    reports: { path: "/analytics/reports", component: "ReportsPage" },
    reportGroup: {
      path: "/analytics/reports/:reportGroup",
      component: "ReportGroupPage",
    },
    report: { path: "/analytics/report/:key", component: "ReportPage" },
  },
  menu: [
    {
      key: "analyticsUsers",
      path: "/analytics/users",
      group: "analytics",
      position: 1,
      gate: { adminOnly: true },
    },
    {
      key: "analyticsReports",
      path: "/analytics/reports",
      group: "analytics",
      position: 2,
      gate: {},
    },
  ],
  moduleGates: { "/analytics": viewAnalytics },
  routeGates: {
    "/analytics/users": {
      adminOnly: true,
      feature: FEATURES.analytics,
    },
  },
});

/** The users' analytics: administrators only, as its menu entry. */
export const ANALYTICS_USERS_ACCESS = {
  adminOnly: true,
  feature: FEATURES.analytics,
} as const;
