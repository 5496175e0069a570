/**
 * /trip/:tripId through the real app over msw, for the trip page's tests (TripShow*.test.tsx): a
 * completed round trip with its milestones, payment and history, its return leg, and the page opened as
 * a role (call setupTripShow() at the top of a file).
 */
import { screen } from "@testing-library/react";
import type { RoleCode } from "../../domain/privileges";
import type { Activity } from "../../domain/schemas/activity";
import type { Trip } from "../../domain/schemas/trip";
import type { User } from "../../domain/schemas/user";
import { renderApp } from "./AppWrapper";
import { driverStatusHandlers } from "./driverStatusHandlers";
import { setupFakeServer } from "./mswServer";
import { enableAllFeatures, signInAs } from "./signedIn";
import type { TripStore } from "./tripHandlers";
import { tripHandlers } from "./tripHandlers";
import { buildTripRow } from "./tripRows";

export const LOAD = { timeout: 10_000 };
export const TRIP = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";
export const RETURN_LEG = "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e";
export const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export function activity(overrides: Partial<Activity>): Activity {
  const activityId =
    overrides.activityId ?? "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f";
  return {
    _id: activityId,
    activityId,
    modelType: "trip",
    modelId: TRIP,
    action: "updated",
    actorUserId: null,
    actorName: "Dee Dispatcher",
    screen: "trip-form",
    changes: [],
    latitude: null,
    longitude: null,
    accuracy: null,
    withoutPosition: false,
    onBehalf: false,
    note: null,
    ipAddress: null,
    contextType: null,
    contextId: null,
    createdAt: "2025-03-04T12:00:00.000Z",
    ...overrides,
  };
}

export const trip: Trip = buildTripRow({
  id: TRIP,
  tripStatus: "completed",
  driverId: DRIVER,
  isRoundTrip: true,
  linkedTripId: RETURN_LEG,
  confirmedAt: "2025-03-03T09:00:00.000Z",
  confirmedBy: "Dee Dispatcher",
  tripStartedAt: "2025-03-04T14:00:00.000Z",
  startedOnBehalf: true,
  arrivedAtPickUpAt: "2025-03-04T14:20:00.000Z",
  patientOnBoardAt: "2025-03-04T14:30:00.000Z",
  arrivedAtDropOffAt: "2025-03-04T14:55:00.000Z",
  tripEndedAt: "2025-03-04T15:00:00.000Z",
  outcomeCode: "completed",
  specialInstructions: "Ring twice.",
  dispatcherNotes: "Prefers Dana.",
  attendantCount: 1,
  patient: {
    patientId: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
    firstName: "Rosa",
    lastName: "Parks",
    phone: null,
  },
  paymentRecord: {
    paymentRecordId: "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
    status: "completed",
    amount: 5905,
  },
});
export const returnLeg: Trip = buildTripRow({
  id: RETURN_LEG,
  direction: "return",
  linkedTripId: TRIP,
  tripStatus: "pending",
  routeLocationPair: {
    routeLocationPairId: "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
    originName: "Mercy Dialysis",
    destinationName: "Home",
  },
});

export const history: Activity[] = [
  activity({
    activityId: "10000000-0000-4000-8000-000000000001",
    action: "created",
    actorName: "Nina Nurse",
    createdAt: "2025-03-01T10:00:00.000Z",
    changes: [{ field: "tripStatus", before: null, after: "pending" }],
  }),
  activity({
    activityId: "10000000-0000-4000-8000-000000000002",
    action: "begin",
    screen: "trip-management",
    withoutPosition: true,
    onBehalf: true,
    createdAt: "2025-03-04T14:00:00.000Z",
    changes: [
      { field: "tripStatus", before: "confirmed", after: "in-progress" },
    ],
  }),
  activity({
    activityId: "10000000-0000-4000-8000-000000000003",
    action: "on-board",
    actorName: "Dana Able",
    screen: "trip-management",
    latitude: 39.9612,
    longitude: -83.0007,
    createdAt: "2025-03-04T14:30:00.000Z",
  }),
  // Issue 22: the driver's own step without a position (plain HTTP) is the driver's, not the office's.
  activity({
    activityId: "10000000-0000-4000-8000-000000000004",
    action: "arrived-dropoff",
    actorName: "Dana Able",
    screen: "trip-management",
    withoutPosition: true,
    createdAt: "2025-03-04T14:55:00.000Z",
  }),
];

/** Registers the file's msw server; returns how to open a trip's page as a role, and its sections. */
export function setupTripShow() {
  const { fake, server, start } = setupFakeServer();
  function open(
    role: RoleCode,
    store: TripStore,
    { id = TRIP, user = {} }: { id?: string; user?: Partial<User> } = {},
  ) {
    signInAs(fake.api, role, user);
    enableAllFeatures(fake.api);
    start();
    server.use(
      ...tripHandlers(fake.api, store),
      ...driverStatusHandlers(fake.api, { online: [] }),
    );
    return renderApp(`/trip/${id}`);
  }

  const section = (name: string) => screen.getByRole("region", { name });
  return { fake, open, section };
}
