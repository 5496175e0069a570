import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/** Transport reports (§2), not built yet. */
export const reportsModule = defineModule({
  name: `${TRANSPORT}/reports`,
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
  pending: { titleKey: "app.menu.reports", routes: [`${T}/reports`] },
});
