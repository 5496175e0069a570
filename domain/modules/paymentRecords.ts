import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/** Payment records (§2), not built yet. */
export const paymentRecordsModule = defineModule({
  name: `${TRANSPORT}/payment-records`,
  menu: [
    {
      key: "paymentRecords",
      path: `${T}/payment-records`,
      group: "transportAdmin",
      position: 9,
      gate: { privileges: [P.viewPaymentRecords] },
    },
  ],
  routeGates: { [`${T}/payment-records`]: { adminOnly: true } },
  pending: {
    titleKey: "app.menu.paymentRecords",
    routes: [`${T}/payment-records`],
  },
});
