import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

/**
 * Standing orders (issue 10): a patient's recurring trips (dialysis Monday, Wednesday and Friday),
 * generated ahead by the server. List /standing-orders, create /standing-order/create, edit
 * /standing-order/upsert/:id; the generic calls under /standing-orders plus
 * POST /standing-orders/{id}/pause. Dispatch only (modify-trips), in the Trips group.
 */
export const standingOrdersModule = defineModule({
  name: "standing-orders",
  folder: "standing-orders",
  recordBase: "standing-order",
  api: {
    prefix: "/standing-orders",
    idField: "standingOrderId",
    entity: "Standing Order",
  },
  access: {
    read: { privileges: [P.modifyTrips] },
    write: { privileges: [P.modifyTrips] },
    delete: { privileges: [P.modifyTrips] },
  },
  menu: [
    {
      key: "standingOrders",
      group: "trips",
      position: 4,
      gate: { privileges: [P.modifyTrips] },
    },
  ],
  moduleGates: {
    "/standing-order": { privileges: [P.modifyTrips] },
  },
});
