import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/**
 * The payment ledger (issue 12): the payment records themselves (trip, amount, method, status,
 * provider, paid and refunded dates), filtered by method, status and dates, with refunds. A sibling
 * of §2's Payment Records screen (admin/transport/payment-records, which lists trips), not a page
 * under it, so neither its routes nor its menu highlight overlap that screen's; "payments" is left
 * to the invoices' payments. §6: view-payment-records shows the entry and reads; the route, like
 * payment-records', is admin only; every write is an administrator's.
 */
export const paymentLedgerModule = defineModule({
  name: `${TRANSPORT}/payment-ledger`,
  folder: "payment-ledger",
  screens: { create: false, upsert: false },
  api: {
    prefix: "/payment-records",
    idField: "paymentRecordId",
    entity: "Payment Record",
  },
  access: {
    read: { privileges: [P.viewPaymentRecords] },
    write: { adminOnly: true },
  },
  menu: [
    {
      key: "paymentLedger",
      group: "transportAdmin",
      position: 9.5,
      gate: { privileges: [P.viewPaymentRecords] },
    },
  ],
  routeGates: { [`${T}/payment-ledger`]: { adminOnly: true } },
});
