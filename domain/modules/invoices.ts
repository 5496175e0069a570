import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/**
 * Invoices (§2), not built yet. §6 lets the route be admin-only or follow the menu; data admins do
 * the bulk invoice work (issue 8), so the routes open to price keepers like the menu entry.
 */
export const invoicesModule = defineModule({
  name: `${TRANSPORT}/invoices`,
  recordBase: `${TRANSPORT}/invoice`,
  menu: [
    {
      key: "invoices",
      path: `${T}/invoices`,
      group: "transportAdmin",
      position: 1,
      gate: { privileges: [P.modifyTripPrices] },
    },
  ],
  // The record routes (no menu entry of their own) follow the list's gate.
  routeGates: { [`${T}/invoice`]: { privileges: [P.modifyTripPrices] } },
  pending: {
    titleKey: "app.menu.invoices",
    routes: [`${T}/invoices`, `${T}/invoice/:invoiceId`],
  },
});
