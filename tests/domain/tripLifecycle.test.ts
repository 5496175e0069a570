import { describe, expect, it } from "vitest";
import type { TripEvent } from "../../domain/schemas/trip";
import { TRIP_EVENTS } from "../../domain/schemas/trip";
import type {
  LifecycleTrip,
  TripActor,
  TripEventInput,
} from "../../domain/tripLifecycle";
import {
  applyTripEvent,
  availableEvents,
  eventForStatusChange,
  illegalStatusChangeMessage,
  LIFECYCLE_MESSAGES,
  noShowAvailableAt,
  returnLegCancellation,
} from "../../domain/tripLifecycle";

const NOW = new Date("2026-03-10T15:00:00.000Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const OPTIONS = { noShowWaitMinutes: 10 };

const trip = (overrides: Partial<LifecycleTrip> = {}): LifecycleTrip => ({
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

const actor = (overrides: Partial<TripActor> = {}): TripActor => ({
  userId: "u0000000-0000-4000-8000-000000000001",
  name: "Dana Dispatch",
  isAssignedDriver: false,
  mayModifyTrips: false,
  mayStartStop: false,
  mayRequestTrips: false,
  ...overrides,
});
/** Everything allowed: the matrix below is about the trip's state only. */
const EVERYONE = actor({
  isAssignedDriver: true,
  mayModifyTrips: true,
  mayStartStop: true,
  mayRequestTrips: true,
});
const DISPATCH = actor({ mayModifyTrips: true, mayRequestTrips: true });
const DRIVER = actor({
  name: "Dave Driver",
  isAssignedDriver: true,
  mayStartStop: true,
});
const OTHER_DRIVER = actor({ name: "Olga Other", mayStartStop: true });
const NURSE = actor({ name: "Nina Nurse", mayRequestTrips: true });

/** Every input given, so only the state (or the actor) can refuse. */
const full = (
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

const inProgress = (o: Partial<LifecycleTrip> = {}) =>
  trip({ tripStatus: "in-progress", ...o });
const FIXTURES: Record<string, [LifecycleTrip, TripEvent[]]> = {
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

describe("every event from every state", () => {
  for (const [name, [state, legal]] of Object.entries(FIXTURES)) {
    for (const event of TRIP_EVENTS) {
      const allowed = legal.includes(event);
      it(`${name}: ${event} is ${allowed ? "legal" : "refused with 409"}`, () => {
        const result = applyTripEvent(state, full(event), OPTIONS);
        if (allowed) expect(result.ok).toBe(true);
        else {
          expect(result).toMatchObject({ ok: false, status: 409 });
          if (!result.ok) expect(result.message).toMatch(/\.$/);
        }
      });
    }
    it(`${name}: availableEvents lists exactly the legal moves`, () => {
      expect(availableEvents(state, EVERYONE, NOW, OPTIONS).sort()).toEqual(
        [...legal].sort(),
      );
    });
  }
});

describe("the refusals say why", () => {
  const message = (t: LifecycleTrip, event: TripEvent) => {
    const r = applyTripEvent(t, full(event), OPTIONS);
    return r.ok ? null : r.message;
  };
  it("names the state and the move", () => {
    expect(message(trip({ tripStatus: "completed" }), "begin")).toBe(
      "A trip that is completed cannot be begun.",
    );
    expect(message(trip({ tripStatus: "in-progress" }), "confirm")).toBe(
      "A trip that is in progress cannot be confirmed.",
    );
    expect(message(trip({ tripStatus: "cancelled" }), "cancel")).toBe(
      "A trip that is cancelled cannot be cancelled.",
    );
  });
  it("keeps the milestones in order", () => {
    expect(message(inProgress(), "on-board")).toBe(
      LIFECYCLE_MESSAGES.arriveFirst,
    );
    expect(message(inProgress(), "arrived-dropoff")).toBe(
      LIFECYCLE_MESSAGES.onBoardFirst,
    );
    expect(message(inProgress(), "complete")).toBe(
      LIFECYCLE_MESSAGES.dropOffFirst,
    );
    expect(
      message(inProgress({ arrivedAtPickUpAt: minutesAgo(1) }), "arrived"),
    ).toBe(LIFECYCLE_MESSAGES.alreadyArrived);
  });
  it("refuses to begin without a driver", () => {
    const r = applyTripEvent(
      trip({ tripStatus: "confirmed", driverId: null }),
      full("begin", DISPATCH),
      OPTIONS,
    );
    expect(r).toMatchObject({ ok: false, status: 409, field: "driverId" });
  });
  it("refuses a cancellation once the patient is on board", () => {
    expect(
      message(inProgress({ patientOnBoardAt: minutesAgo(1) }), "cancel"),
    ).toBe(LIFECYCLE_MESSAGES.onBoardNoCancel);
  });
  it("refuses patient-ready on an outbound leg and twice", () => {
    expect(message(trip(), "patient-ready")).toBe(
      LIFECYCLE_MESSAGES.notWillCall,
    );
    expect(
      message(
        trip({
          direction: "return",
          willCall: true,
          willCallActivatedAt: minutesAgo(5),
        }),
        "patient-ready",
      ),
    ).toBe(LIFECYCLE_MESSAGES.alreadyReady);
  });
});

describe("what each move writes", () => {
  const changes = (t: LifecycleTrip, input: TripEventInput) => {
    const r = applyTripEvent(t, input, OPTIONS);
    if (!r.ok) throw new Error(r.message);
    return r;
  };
  it("confirm stamps who and when", () => {
    expect(changes(trip(), full("confirm", DISPATCH)).changes).toEqual({
      tripStatus: "confirmed",
      confirmed: true,
      confirmedBy: "Dana Dispatch",
      confirmedAt: NOW,
    });
  });
  it("begin by the driver is not on behalf; by dispatch it is", () => {
    const confirmed = trip({ tripStatus: "confirmed" });
    const own = changes(confirmed, full("begin", DRIVER));
    expect(own.onBehalf).toBe(false);
    expect(own.changes).toEqual({
      tripStatus: "in-progress",
      tripStartedAt: NOW,
      startedOnBehalf: false,
    });
    const office = changes(confirmed, full("begin", DISPATCH));
    expect(office.onBehalf).toBe(true);
    expect(office.changes.startedOnBehalf).toBe(true);
  });
  it("milestones stamp their time, on behalf when dispatch records them", () => {
    expect(changes(inProgress(), full("arrived", DRIVER)).changes).toEqual({
      arrivedAtPickUpAt: NOW,
    });
    const r = changes(
      inProgress({ arrivedAtPickUpAt: minutesAgo(2) }),
      full("on-board", DISPATCH),
    );
    expect(r).toEqual({
      ok: true,
      changes: { patientOnBoardAt: NOW },
      onBehalf: true,
    });
    expect(
      changes(
        inProgress({
          arrivedAtPickUpAt: minutesAgo(2),
          patientOnBoardAt: minutesAgo(1),
        }),
        full("arrived-dropoff", DRIVER),
      ).changes,
    ).toEqual({ arrivedAtDropOffAt: NOW });
  });
  const atDropOff = inProgress({
    arrivedAtPickUpAt: minutesAgo(30),
    patientOnBoardAt: minutesAgo(20),
    arrivedAtDropOffAt: minutesAgo(1),
  });
  it("complete needs a signature or the reason the patient cannot sign", () => {
    const none = full("complete", DRIVER, { hasSignature: false });
    expect(applyTripEvent(atDropOff, none, OPTIONS)).toMatchObject({
      ok: false,
      status: 422,
      field: "signature",
    });
    expect(
      applyTripEvent(atDropOff, { ...none, unableToSignReason: "  " }, OPTIONS),
    ).toMatchObject({ status: 422 });
    expect(changes(atDropOff, full("complete", DRIVER)).changes).toEqual({
      tripStatus: "completed",
      tripEndedAt: NOW,
      outcomeCode: "completed",
      unableToSignReason: null,
    });
    expect(
      changes(atDropOff, { ...none, unableToSignReason: " Sedated " }).changes
        .unableToSignReason,
    ).toBe("Sedated");
  });
  it("delay keeps the status to resume to; resume goes back to it", () => {
    const delayed = changes(inProgress(), full("delay", DRIVER)).changes;
    expect(delayed).toEqual({
      tripStatus: "delayed",
      delayReason: "Traffic on the bridge",
      statusBeforeDelay: "in-progress",
    });
    const back = trip({
      tripStatus: "delayed",
      statusBeforeDelay: "in-progress",
    });
    expect(changes(back, full("resume", DISPATCH)).changes).toEqual({
      tripStatus: "in-progress",
      statusBeforeDelay: null,
      delayReason: null,
    });
    expect(
      applyTripEvent(back, full("resume", DISPATCH, { toStatus: "confirmed" })),
    ).toMatchObject({ ok: false, status: 409, field: "tripStatus" });
  });
  it("delay and cancel need a reason; cancel needs who cancelled", () => {
    const confirmed = trip({ tripStatus: "confirmed" });
    expect(
      applyTripEvent(confirmed, full("delay", DISPATCH, { reason: " " })),
    ).toMatchObject({ ok: false, status: 422, field: "reason" });
    expect(
      applyTripEvent(confirmed, full("cancel", DISPATCH, { reason: null })),
    ).toMatchObject({ ok: false, status: 422, field: "reason" });
    expect(
      applyTripEvent(
        confirmed,
        full("cancel", DISPATCH, { cancelledByParty: null }),
      ),
    ).toMatchObject({ ok: false, status: 422, field: "cancelledByParty" });
  });
  it("cancel stamps who, when, why and by which party", () => {
    expect(changes(trip(), full("cancel", DISPATCH)).changes).toEqual({
      tripStatus: "cancelled",
      cancelled: true,
      cancelledBy: "Dana Dispatch",
      cancelledAt: NOW,
      reasonForCancellation: "Traffic on the bridge",
      cancelledByParty: "dispatch",
      outcomeCode: "cancelled",
    });
  });
  it("a patient or facility cancelling within 2 hours of pick-up is a late cancel", () => {
    const soon = trip({
      pickUpDatetime: new Date(NOW.getTime() + 90 * 60_000),
    });
    const by = (party: "patient" | "facility" | "provider" | "dispatch") =>
      changes(soon, full("cancel", DISPATCH, { cancelledByParty: party }))
        .changes.outcomeCode;
    expect(by("patient")).toBe("late-cancel");
    expect(by("facility")).toBe("late-cancel");
    expect(by("provider")).toBe("cancelled");
    expect(by("dispatch")).toBe("cancelled");
    const later = trip({
      pickUpDatetime: new Date(NOW.getTime() + 3 * 3_600_000),
    });
    expect(
      changes(later, full("cancel", DISPATCH, { cancelledByParty: "patient" }))
        .changes.outcomeCode,
    ).toBe("cancelled");
  });
  it("patient-ready sets the return leg's pick-up (now by default)", () => {
    const leg = trip({ direction: "return", willCall: true });
    expect(changes(leg, full("patient-ready", NURSE)).changes).toEqual({
      willCallActivatedAt: NOW,
      pickUpDatetime: NOW,
    });
    const at = new Date(NOW.getTime() + 30 * 60_000);
    expect(
      changes(leg, full("patient-ready", NURSE, { pickUpAt: at })).changes
        .pickUpDatetime,
    ).toEqual(at);
    expect(
      applyTripEvent(
        leg,
        full("patient-ready", NURSE, { pickUpAt: minutesAgo(60) }),
      ),
    ).toMatchObject({ ok: false, status: 422, field: "pickUpDatetime" });
  });
});

describe("no-show", () => {
  const arrived = (m: number) =>
    inProgress({ arrivedAtPickUpAt: minutesAgo(m) });
  it("is refused before the wait and allowed after it", () => {
    expect(
      applyTripEvent(arrived(9), full("no-show", DRIVER), OPTIONS),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: LIFECYCLE_MESSAGES.noShowWait(10),
    });
    const r = applyTripEvent(
      arrived(10),
      full("no-show", DRIVER, { reason: null, cancelledByParty: null }),
      OPTIONS,
    );
    expect(r).toEqual({
      ok: true,
      onBehalf: false,
      changes: {
        tripStatus: "cancelled",
        cancelled: true,
        cancelledBy: "Dave Driver",
        cancelledAt: NOW,
        reasonForCancellation: LIFECYCLE_MESSAGES.noShowReason,
        cancelledByParty: "patient",
        outcomeCode: "no-show",
      },
    });
  });
  it("follows the configured wait", () => {
    expect(
      applyTripEvent(arrived(9), full("no-show", DRIVER), {
        noShowWaitMinutes: 5,
      }).ok,
    ).toBe(true);
  });
  it("is refused before the arrival", () => {
    expect(applyTripEvent(inProgress(), full("no-show", DRIVER))).toMatchObject(
      {
        status: 409,
        message: LIFECYCLE_MESSAGES.arriveFirst,
      },
    );
  });
  it("gives the countdown's end", () => {
    expect(noShowAvailableAt(inProgress(), OPTIONS)).toBeNull();
    expect(noShowAvailableAt(arrived(3), OPTIONS)).toEqual(
      new Date(NOW.getTime() + 7 * 60_000),
    );
    expect(
      noShowAvailableAt({ arrivedAtPickUpAt: "2026-03-10T15:00:00.000Z" }),
    ).toEqual(new Date("2026-03-10T15:10:00.000Z"));
  });
  it("cancels the return leg unless it has already gone", () => {
    const leg = trip({ direction: "return", willCall: true });
    expect(returnLegCancellation(leg, "Dave Driver", NOW)).toMatchObject({
      tripStatus: "cancelled",
      cancelledBy: "Dave Driver",
      reasonForCancellation: LIFECYCLE_MESSAGES.returnLegReason,
      outcomeCode: "cancelled",
    });
    expect(
      returnLegCancellation(trip({ tripStatus: "completed" }), "x", NOW),
    ).toBeNull();
  });
});

describe("who may", () => {
  const status = (t: LifecycleTrip, event: TripEvent, who: TripActor) => {
    const r = applyTripEvent(t, full(event, who), OPTIONS);
    return r.ok ? 200 : r.status;
  };
  const confirmed = trip({ tripStatus: "confirmed" });
  it("only dispatch confirms", () => {
    expect(status(trip(), "confirm", DISPATCH)).toBe(200);
    expect(status(trip(), "confirm", DRIVER)).toBe(403);
    expect(status(trip(), "confirm", NURSE)).toBe(403);
  });
  it("only the assigned driver or dispatch begins and records milestones", () => {
    expect(status(confirmed, "begin", DRIVER)).toBe(200);
    expect(status(confirmed, "begin", OTHER_DRIVER)).toBe(403);
    expect(status(confirmed, "begin", NURSE)).toBe(403);
    // Assigned but without start-and-stop-trips (a linked account of another role): refused.
    expect(status(confirmed, "begin", actor({ isAssignedDriver: true }))).toBe(
      403,
    );
    expect(status(inProgress(), "arrived", OTHER_DRIVER)).toBe(403);
    expect(
      status(
        inProgress({ arrivedAtPickUpAt: minutesAgo(20) }),
        "no-show",
        NURSE,
      ),
    ).toBe(403);
  });
  it("the driver may delay and resume their own trip, not cancel it", () => {
    expect(status(confirmed, "delay", DRIVER)).toBe(200);
    expect(status(confirmed, "delay", OTHER_DRIVER)).toBe(403);
    expect(
      status(
        trip({ tripStatus: "delayed", statusBeforeDelay: "confirmed" }),
        "resume",
        DRIVER,
      ),
    ).toBe(200);
    expect(status(confirmed, "cancel", DRIVER)).toBe(403);
  });
  it("request-trips cancels a pending trip only", () => {
    expect(status(trip(), "cancel", NURSE)).toBe(200);
    expect(status(confirmed, "cancel", NURSE)).toBe(403);
    expect(status(confirmed, "delay", NURSE)).toBe(403);
  });
  it("patient-ready: request-trips or dispatch, never the driver alone", () => {
    const leg = trip({ direction: "return", willCall: true });
    expect(status(leg, "patient-ready", NURSE)).toBe(200);
    expect(status(leg, "patient-ready", DISPATCH)).toBe(200);
    expect(status(leg, "patient-ready", DRIVER)).toBe(403);
  });
  it("who is checked before the state", () => {
    expect(
      status(trip({ tripStatus: "completed" }), "begin", OTHER_DRIVER),
    ).toBe(403);
  });
  it("availableEvents follows the actor", () => {
    expect(availableEvents(confirmed, DRIVER, NOW)).toEqual(["begin", "delay"]);
    expect(availableEvents(confirmed, DISPATCH, NOW)).toEqual([
      "begin",
      "delay",
      "cancel",
    ]);
    expect(availableEvents(confirmed, OTHER_DRIVER, NOW)).toEqual([]);
    expect(availableEvents(trip(), NURSE, NOW)).toEqual(["cancel"]);
  });
});

describe("eventForStatusChange (the upsert's tripStatus)", () => {
  it.each([
    ["pending", "confirmed", "confirm"],
    ["pending", "cancelled", "cancel"],
    ["in-progress", "cancelled", "cancel"],
    ["confirmed", "delayed", "delay"],
    ["in-progress", "delayed", "delay"],
    ["delayed", "confirmed", "resume"],
    ["delayed", "in-progress", "resume"],
    ["confirmed", "in-progress", "begin"],
    ["in-progress", "completed", "complete"],
  ])("%s → %s is %s", (from, to, event) => {
    expect(eventForStatusChange(from, to)).toBe(event);
  });
  it.each([
    ["pending", "pending"],
    ["completed", "pending"],
    ["pending", "in-progress"],
    ["pending", "completed"],
    ["confirmed", "pending"],
    ["delayed", "completed"],
    ["cancelled", "confirmed"],
  ])("%s → %s has no event", (from, to) => {
    expect(eventForStatusChange(from, to)).toBeNull();
  });
  it("names the illegal change", () => {
    expect(illegalStatusChangeMessage("completed", "in-progress")).toBe(
      "A trip cannot go from completed to in progress.",
    );
  });
});
