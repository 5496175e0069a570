/**
 * The trip lifecycle (domain/tripLifecycle.ts): no-show, who may do what, and the upsert's status
 * changes. The moves themselves are in tripLifecycle-moves.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { TripEvent } from "../../domain/schemas/trip";
import type { LifecycleTrip, TripActor } from "../../domain/tripLifecycle";
import {
  applyTripEvent,
  availableEvents,
  eventForStatusChange,
  illegalStatusChangeMessage,
  LIFECYCLE_MESSAGES,
  noShowAvailableAt,
  returnLegCancellation,
} from "../../domain/tripLifecycle";
import {
  NOW,
  minutesAgo,
  OPTIONS,
  trip,
  actor,
  DISPATCH,
  DRIVER,
  OTHER_DRIVER,
  NURSE,
  full,
  inProgress,
} from "./support/lifecycleFixtures";

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
