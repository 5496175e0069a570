import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";
import { tripsModule } from "./trips";

/**
 * Payment records (§2): a read-only list over the same /trips calls (private trips, completed or
 * confirmed, with their payment). Its own resource, so its search, filters and page stay apart from
 * /trips/all; rows open on the trips pages. §6 both readings: view-payment-records shows the menu
 * entry, the route itself is admin only.
 */
export const paymentRecordsModule = defineModule({
  name: `${TRANSPORT}/payment-records`,
  folder: "payment-records",
  screens: { create: false, upsert: false },
  api: {
    prefix: tripsModule.api.prefix,
    idField: tripsModule.api.idField,
    entity: tripsModule.api.entity,
  },
  // Whoever may read trips reads them here (scoped on the server). Nothing is written through this
  // resource: trips change on the trips pages, so its write rule is the narrowest there is.
  access: { read: tripsModule.access.read, write: { adminOnly: true } },
  menu: [
    {
      key: "paymentRecords",
      group: "transportAdmin",
      position: 9,
      gate: { privileges: [P.viewPaymentRecords] },
    },
  ],
  routeGates: { [`${T}/payment-records`]: { adminOnly: true } },
});
