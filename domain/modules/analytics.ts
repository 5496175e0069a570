import { FEATURES } from "../features";
import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

/** Analytics (§2), not built yet: dashboards, user analytics and report groups. */
export const analyticsModule = defineModule({
  name: "analytics",
  feature: FEATURES.analytics,
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
  moduleGates: {
    "/analytics": {
      privileges: [P.viewAnalytics],
      feature: FEATURES.analytics,
    },
  },
  pending: {
    titleKey: "app.menu.analytics",
    routes: [
      "/analytics/dashboard",
      "/analytics/users",
      "/analytics/reports",
      "/analytics/reports/:reportGroup",
      "/analytics/report/:key",
    ],
  },
});
