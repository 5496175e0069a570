import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

/**
 * Dispatch (issue 10): the board at /trips/dispatch (a custom page, custom-pages/dispatch) where
 * modify-trips holders assign the day's trips, in the Trips group. Its calls live under /trips
 * (assignment-check, assignment) and /manifests.
 */
export const dispatchModule = defineModule({
  name: "trips/dispatch",
  menu: [
    {
      key: "dispatch",
      path: "/trips/dispatch",
      group: "trips",
      position: 3,
      gate: { privileges: [P.modifyTrips] },
    },
  ],
});

/**
 * Drivers' manifests (issue 10): dispatch publishes a driver's day, the driver reads it ("My day" on
 * the home page) and acknowledges it. Custom calls only (server/manifests): POST /manifests/day,
 * /manifests/publish and /manifests/{manifestId}/acknowledge.
 */
export const manifestsApiModule = defineModule({
  name: "manifests",
  api: { prefix: "/manifests", idField: "manifestId", entity: "Manifest" },
  access: {
    // Drivers read and acknowledge their own (scoped on the server); dispatch reads and publishes any.
    read: { privileges: [P.modifyTrips, P.startAndStopTrips] },
    write: { privileges: [P.modifyTrips, P.startAndStopTrips] },
  },
});
