import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT, TRANSPORT_ADMIN as T } from "./defineModule";

/**
 * Facilities (§2: admin/transport/facilities lists; create, upsert/:facilityId and the show page
 * live under admin/transport/facility). Facility staff see their own facility only.
 */
export const facilitiesModule = defineModule({
  name: `${TRANSPORT}/facilities`,
  folder: "facilities",
  recordBase: `${TRANSPORT}/facility`,
  screens: { show: true },
  api: { prefix: "/facilities", idField: "facilityId", entity: "Facility" },
  access: {
    read: {
      // Staff screens link users and patients to facilities; trip booking (modify-trips) picks one.
      // request-trips is not enough: a customer has no business reading facilities' billing contacts.
      privileges: [
        P.modifyFacilities,
        P.modifyUsers,
        P.viewUsers,
        P.modifyFacilityUsers,
        P.modifyPatients,
        P.modifyTrips,
      ],
    },
    write: { privileges: [P.modifyFacilities] },
  },
  scoping: "facility",
  menu: [
    {
      key: "facilities",
      group: "transportAdmin",
      position: 5,
      gate: { privileges: [P.modifyFacilities] },
    },
  ],
  moduleGates: { [`${T}/facility`]: { privileges: [P.modifyFacilities] } },
});
