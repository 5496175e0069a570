/**
 * The trip lifecycle tests' shared fixtures: a fixed clock, a trip and actors, a full event input,
 * and one trip per state with the events legal from it.
 */
import type { TripEvent } from "../../../domain/schemas/trip";
import type {
  LifecycleTrip,
  TripActor,
  TripEventInput,
} from "../../../domain/tripLifecycle";

export const NOW = new Date("2026-03-10T15:00:00.000Z");
export const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
export const OPTIONS = { noShowWaitMinutes: 10 };

export const trip = (
  overrides: Partial<LifecycleTrip> = {},
): LifecycleTrip => ({
  tripStatus: "pending",
  driverId: "d0000000-0000-4000-8000-000000000001",
  direction: "outbound",
  linkedTripId: null,
  willCall: false,
  willCallActivatedAt: null,
  pickUpDatetime: "2026-03-11T15:00:00.000Z",
  arrivedAtPickUpAt: null,
  patientOnBoardAt: null,
  arrivedAtDropOffAt: null,
  statusBeforeDelay: null,
  ...overrides,
});

export const actor = (overrides: Partial<TripActor> = {}): TripActor => ({
  userId: "u0000000-0000-4000-8000-000000000001",
  name: "Dana Dispatch",
  isAssignedDriver: false,
  mayModifyTrips: false,
  mayStartStop: false,
  mayRequestTrips: false,
  ...overrides,
});
/** Everything allowed: the matrix below is about the trip's state only. */
export const EVERYONE = actor({
  isAssignedDriver: true,
  mayModifyTrips: true,
  mayStartStop: true,
  mayRequestTrips: true,
});
export const DISPATCH = actor({ mayModifyTrips: true, mayRequestTrips: true });
export const DRIVER = actor({
  name: "Dave Driver",
  isAssignedDriver: true,
  mayStartStop: true,
});
export const OTHER_DRIVER = actor({ name: "Olga Other", mayStartStop: true });
export const NURSE = actor({ name: "Nina Nurse", mayRequestTrips: true });

/** Every input given, so only the state (or the actor) can refuse. */
export const full = (
  event: TripEvent,
  who: TripActor = EVERYONE,
  extra: Partial<TripEventInput> = {},
): TripEventInput => ({
  event,
  actor: who,
  now: NOW,
  reason: "Traffic on the bridge",
  cancelledByParty: "dispatch",
  hasSignature: true,
  ...extra,
});

export const inProgress = (o: Partial<LifecycleTrip> = {}) =>
  trip({ tripStatus: "in-progress", ...o });
export const FIXTURES: Record<string, [LifecycleTrip, TripEvent[]]> = {
  pending: [trip(), ["confirm", "cancel"]],
  confirmed: [trip({ tripStatus: "confirmed" }), ["begin", "delay", "cancel"]],
  "in-progress, on the way": [inProgress(), ["arrived", "delay", "cancel"]],
  "in-progress, arrived and waited": [
    inProgress({ arrivedAtPickUpAt: minutesAgo(10) }),
    ["on-board", "delay", "cancel", "no-show"],
  ],
  "in-progress, patient on board": [
    inProgress({
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(20),
    }),
    ["arrived-dropoff", "delay"],
  ],
  "in-progress, at drop-off": [
    inProgress({
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(20),
      arrivedAtDropOffAt: minutesAgo(1),
    }),
    ["complete", "delay"],
  ],
  "delayed from confirmed": [
    trip({ tripStatus: "delayed", statusBeforeDelay: "confirmed" }),
    ["resume", "cancel"],
  ],
  "delayed on board": [
    trip({
      tripStatus: "delayed",
      statusBeforeDelay: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(20),
    }),
    ["resume"],
  ],
  completed: [trip({ tripStatus: "completed" }), []],
  cancelled: [trip({ tripStatus: "cancelled" }), []],
  "will-call return, waiting": [
    trip({ direction: "return", willCall: true }),
    ["confirm", "cancel", "patient-ready"],
  ],
  "will-call return, confirmed": [
    trip({ tripStatus: "confirmed", direction: "return", willCall: true }),
    ["begin", "delay", "cancel", "patient-ready"],
  ],
};
