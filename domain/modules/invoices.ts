import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/**
 * Invoices (§2, issue 12): admin/transport/invoices lists them (with the Generate dialog), the
 * record page is admin/transport/invoice/:invoiceId. §6 lets the route be admin-only or follow the
 * menu; data admins do the invoicing, so every route and call opens to modify-trip-prices. Calls:
 * the generic four under /invoices (upsert edits an invoice's office fields only), plus
 * server/billing's generate, ledger, void, send, payments, adjustments, pdf and claim-837p.
 */
export const invoicesModule = defineModule({
  name: `${TRANSPORT}/invoices`,
  folder: "invoices",
  recordBase: `${TRANSPORT}/invoice`,
  screens: { create: false, upsert: false, show: true },
  api: { prefix: "/invoices", idField: "invoiceId", entity: "Invoice" },
  access: {
    read: { privileges: [P.modifyTripPrices] },
    write: { privileges: [P.modifyTripPrices] },
  },
  menu: [
    {
      key: "invoices",
      group: "transportAdmin",
      position: 1,
      gate: { privileges: [P.modifyTripPrices] },
    },
  ],
  // The record routes (no menu entry of their own) follow the list's gate.
  routeGates: { [`${T}/invoice`]: { privileges: [P.modifyTripPrices] } },
});
