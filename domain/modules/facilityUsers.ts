import { PRIVILEGES as P, ROLES } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/** §6: facility users are managed by their facility's admin (administrators pass every gate). */
const facilityAdmins = {
  privileges: [P.modifyFacilityUsers],
  role: ROLES.facilityadmin,
};

/**
 * Facility users (§2: admin/transport/facility-users lists; create and upsert/:facilityUserId live
 * under admin/transport/facility-user). A facility admin sees their own facility's users.
 */
export const facilityUsersModule = defineModule({
  name: `${TRANSPORT}/facility-users`,
  folder: "facility-users",
  recordBase: `${TRANSPORT}/facility-user`,
  api: {
    prefix: "/facility-users",
    idField: "facilityUserId",
    entity: "Facility User",
  },
  access: { read: facilityAdmins, write: facilityAdmins },
  scoping: "facility",
  menu: [
    {
      key: "facilityUsers",
      group: "transportAdmin",
      position: 6,
      gate: { privileges: [P.modifyFacilityUsers], hiddenForAdmins: true },
    },
  ],
  // The menu hides the entry from administrators; the route itself needs the facility admin role.
  routeGates: {
    [`${T}/facility-users`]: facilityAdmins,
    [`${T}/facility-user`]: facilityAdmins,
  },
});
