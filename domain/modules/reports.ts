import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/** Where the transport reports' calls live (server/reports): POST {prefix}/trips, /revenue, /rates. */
export const TRANSPORT_REPORTS_API = "/reports/transport";

/**
 * Transport reports (§2, issue 12): trips, revenue and no-show rates over a chosen period, a custom
 * page (custom-pages/reports) at /admin/transport/reports. §6 both readings: modify-reports shows
 * the menu entry, the route itself is admin only. The calls follow the route (admin only): no role
 * but the administrator holds modify-reports today, so both readings admit the same people.
 */
export const reportsModule = defineModule({
  name: `${TRANSPORT}/reports`,
  pagesFolder: "reports",
  pages: {
    transport: { path: `${T}/reports`, component: "TransportReportsPage" },
  },
  access: { read: { adminOnly: true }, write: { adminOnly: true } },
  menu: [
    {
      key: "reports",
      path: `${T}/reports`,
      group: "transportAdmin",
      position: 10,
      gate: { privileges: [P.modifyReports] },
    },
  ],
  routeGates: { [`${T}/reports`]: { adminOnly: true } },
});
