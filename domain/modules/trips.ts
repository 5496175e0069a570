import { defineModule } from "./defineModule";

/**
 * Trips (§2), not built yet. Non-administrators get "All trips" at the top level; administrators
 * get a Trips group with trips in progress as well.
 */
export const tripsModule = defineModule({
  name: "trips",
  menu: [
    {
      key: "allTrips",
      path: "/trips/all",
      position: 40,
      gate: { nonAdminsOnly: true },
    },
    {
      key: "allTrips",
      path: "/trips/all",
      group: "trips",
      position: 1,
      gate: {},
    },
    {
      key: "tripsInProgress",
      path: "/trips/in-progress",
      group: "trips",
      position: 2,
      gate: { adminOnly: true },
    },
  ],
  routeGates: {
    "/trips/in-progress": { adminOnly: true },
    "/trip/upsert": { adminOnly: true },
  },
  pending: {
    titleKey: "app.menu.trips",
    routes: [
      "/trips/all",
      "/trips/in-progress",
      "/trip/management/:tripId",
      "/trip/upsert/:tripId",
      "/trip/documents/:tripId",
      "/trip/:tripId",
    ],
  },
});
