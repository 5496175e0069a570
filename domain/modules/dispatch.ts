import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

const BOARD = "/trips/dispatch";

/**
 * Dispatch (issue 10): the board at /trips/dispatch (a custom page, custom-pages/dispatch) where
 * modify-trips holders assign the day's trips, in the Trips group. Its calls live under /trips
 * (assignment-check, assignment) and /manifests.
 */
export const dispatchModule = defineModule({
  name: "trips/dispatch",
  pagesFolder: "dispatch",
  pages: { board: { path: BOARD, component: "DispatchBoardPage" } },
  menu: [
    {
      key: "dispatch",
      path: BOARD,
      group: "trips",
      position: 3,
      gate: { privileges: [P.modifyTrips] },
    },
  ],
});

/**
 * Drivers' manifests (issue 10): dispatch publishes a driver's day, the driver reads it ("My day" on
 * the home page) and acknowledges it. Custom calls only: POST /manifests/day, /manifests/publish,
 * /manifests/search and /manifests/{manifestId}/acknowledge (server/manifests/module.ts; the data
 * provider's providers/manifestMethods.ts).
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
