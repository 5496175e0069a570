/**
 * The trip lifecycle (domain/tripLifecycle.ts): every event from every state, the refusals' reasons
 * and what each move writes. No-show, who may and the upsert's status changes are in
 * tripLifecycle-rules.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { TripEvent } from "../../domain/schemas/trip";
import { TRIP_EVENTS } from "../../domain/schemas/trip";
import type { LifecycleTrip, TripEventInput } from "../../domain/tripLifecycle";
import {
  applyTripEvent,
  availableEvents,
  LIFECYCLE_MESSAGES,
} from "../../domain/tripLifecycle";
import {
  NOW,
  minutesAgo,
  OPTIONS,
  trip,
  EVERYONE,
  DISPATCH,
  DRIVER,
  NURSE,
  full,
  inProgress,
  FIXTURES,
} from "./support/lifecycleFixtures";

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
