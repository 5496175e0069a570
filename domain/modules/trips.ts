import { FAILURE_PREFIXES } from "../errors";
import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

/**
 * Trips (§2): /trips/all lists for every signed-in role (scoped on the server, §6); the record
 * screens sit under the singular base: /trip/create (the booking form of request-trips),
 * /trip/upsert/:tripId (admin), /trip/:tripId, /trip/documents/:tripId and the driver's
 * /trip/management/:tripId. Those without modify-trips get "All trips" at the top level; holders of
 * modify-trips (dispatch, administrators) get a Trips group with the dispatch screens as well
 * (issue 10), and administrators trips in progress.
 */
export const tripsModule = defineModule({
  name: "trips/all",
  folder: "trips",
  recordBase: "trip",
  screens: { show: true, pages: ["documents/:id", "management/:id"] },
  api: {
    prefix: "/trips",
    idField: "tripId",
    entity: "Trip",
    failurePrefixes: {
      create: FAILURE_PREFIXES.submitTrip,
      update: FAILURE_PREFIXES.submitTrip,
    },
  },
  access: {
    // Every role reads trips; the server scopes the rows (driver, facility, booking customer).
    read: {
      privileges: [P.modifyTrips, P.requestTrips, P.startAndStopTrips],
    },
    // request-trips books pending trips; modify-trips edits, confirms, assigns and cancels (the
    // entity refines which fields and moves each holder may make).
    write: { privileges: [P.modifyTrips, P.requestTrips] },
    delete: { privileges: [P.modifyTrips] },
  },
  menu: [
    {
      key: "allTrips",
      path: "/trips/all",
      position: 40,
      gate: { lacksPrivileges: [P.modifyTrips] },
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
      // Issue 10: dispatch watches the map of trips in progress too.
      gate: { privileges: [P.modifyTrips] },
    },
  ],
  routeGates: {
    "/trips/in-progress": { privileges: [P.modifyTrips] },
    "/trip/upsert": { adminOnly: true },
  },
  moduleGates: {
    "/trip/create": { privileges: [P.requestTrips, P.modifyTrips] },
    "/trip/management": { privileges: [P.startAndStopTrips] },
  },
});

/** Trip activities: the app-wide change record, read per model (trip history). */
export const activitiesApiModule = defineModule({
  name: "activities",
  api: { prefix: "/activities", idField: "activityId", entity: "Activity" },
  access: {
    // Readers of one model's history are checked against that model (a trip they can see).
    read: {
      privileges: [
        P.viewActivities,
        P.modifyTrips,
        P.requestTrips,
        P.startAndStopTrips,
      ],
    },
    write: { adminOnly: true },
  },
});
