/**
 * POST /trips/{id}/events: who may call, refusals that change nothing, the conditional write,
 * no-show and patient-ready. The day of a trip is in trip-events-day.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIFECYCLE_MESSAGES } from "../../domain/tripLifecycle";
import { testConfig } from "../../server/config";
import { trips } from "../../server/db/schema";
import { decidedOn } from "../../server/trips/eventsSupport";
import { expectError } from "./support/api";
import { buildRoundTrip, minutesAgo } from "./support/lifecycleFactories";
import { tripEventsWorld } from "./support/tripEventsWorld";

const { w, send, stored, activitiesOf, ok, tripOf } = tripEventsWorld();

describe("who may call", () => {
  it("401 without a session", async () => {
    const trip = await tripOf();
    expectError(await send(trip.id, { event: "confirm" }), 401);
  });
  it("404 outside the caller's scope, and for unknown or malformed ids", async () => {
    const trip = await tripOf();
    const notFound = "Trip not found.";
    expectError(
      await send(trip.id, { event: "cancel" }, w.strangerNurse),
      404,
      notFound,
    );
    expectError(
      await send(trip.id, { event: "begin" }, w.otherDriver),
      404,
      notFound,
    );
    expectError(
      await send(randomUUID(), { event: "confirm" }, w.dispatch),
      404,
      notFound,
    );
    expectError(
      await send("nope", { event: "confirm" }, w.dispatch),
      404,
      notFound,
    );
    expect((await stored(trip.id)).tripStatus).toBe("pending");
  });
  it("403 when the caller may see the trip but not make the move", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    expectError(
      await send(trip.id, { event: "begin" }, w.nurse),
      403,
      LIFECYCLE_MESSAGES.driverOnly,
    );
    expectError(
      await send(
        trip.id,
        { event: "cancel", reason: "x", cancelledByParty: "patient" },
        w.driver,
      ),
      403,
      LIFECYCLE_MESSAGES.dispatchOnly,
    );
    expect(await activitiesOf(trip.id)).toEqual([]);
  });
  it("422 for an unknown event", async () => {
    const trip = await tripOf();
    const res = await send(trip.id, { event: "teleport" }, w.dispatch);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe("event");
  });
});

describe("refusals change nothing", () => {
  it("409 for an illegal move, saying why", async () => {
    const trip = await tripOf();
    expectError(
      await send(trip.id, { event: "begin" }, w.dispatch),
      409,
      "A trip that is pending cannot be begun.",
    );
    const done = await tripOf({ tripStatus: "completed" });
    expectError(
      await send(
        done.id,
        { event: "cancel", reason: "x", cancelledByParty: "patient" },
        w.dispatch,
      ),
      409,
      "A trip that is completed cannot be cancelled.",
    );
    expect((await stored(trip.id)).tripStatus).toBe("pending");
    expect(await activitiesOf(trip.id)).toEqual([]);
  });
  it("409 when the trip has moved on from the expected status", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const res = await send(
      trip.id,
      { event: "confirm", expectedTripStatus: "pending" },
      w.dispatch,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/confirmed/);
    // The expected status that matches goes through.
    await ok(
      trip.id,
      { event: "delay", reason: "Rain", expectedTripStatus: "confirmed" },
      w.dispatch,
    );
  });
  it("422 for half a position", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const res = await send(
      trip.id,
      { event: "begin", latitude: 39.9 },
      w.driver,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        field: "longitude",
        message: "Send both latitude and longitude, or neither.",
      },
    ]);
    expect((await stored(trip.id)).tripStatus).toBe("confirmed");
  });
});

describe("the write is conditional on what the table read", () => {
  it("matches no row once the trip moved on meanwhile", async () => {
    const read = await tripOf({ tripStatus: "in-progress" });
    await w.t.db
      .update(trips)
      .set({ arrivedAtPickUpAt: new Date() })
      .where(eq(trips.id, read.id));
    const written = await w.t.db
      .update(trips)
      .set({ arrivedAtPickUpAt: new Date() })
      .where(decidedOn(read))
      .returning();
    expect(written).toEqual([]);
    const fresh = await stored(read.id);
    expect(
      await w.t.db
        .update(trips)
        .set({ delayReason: "x" })
        .where(decidedOn(fresh))
        .returning(),
    ).toHaveLength(1);
  });
  it("the no-show wait is configured by NO_SHOW_WAIT_MINUTES (10 by default)", () => {
    expect(testConfig().NO_SHOW_WAIT_MINUTES).toBe(10);
    expect(testConfig({ NO_SHOW_WAIT_MINUTES: "5" }).NO_SHOW_WAIT_MINUTES).toBe(
      5,
    );
    expect(() => testConfig({ NO_SHOW_WAIT_MINUTES: "-1" })).toThrow();
  });
});

describe("no-show", () => {
  it("is refused before the wait and recorded after it", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(3),
    });
    expectError(
      await send(trip.id, { event: "no-show" }, w.driver),
      409,
      LIFECYCLE_MESSAGES.noShowWait(10),
    );
    await w.t.db
      .update(trips)
      .set({ arrivedAtPickUpAt: minutesAgo(11) })
      .where(eq(trips.id, trip.id));
    const row = await ok(trip.id, { event: "no-show" }, w.driver);
    expect(row).toMatchObject({
      tripStatus: "cancelled",
      outcomeCode: "no-show",
      cancelledByParty: "patient",
      cancelledBy: "Dave Driver",
    });
  });
  it("cancels the return leg too when asked, with its own activity", async () => {
    const { outbound, back } = await buildRoundTrip(w.t.db, {
      facilityId: w.facilityId,
      driverId: w.driverId,
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(15),
    });
    await ok(
      outbound.id,
      { event: "no-show", cancelReturnLeg: true },
      w.driver,
    );
    const leg = await stored(back.id);
    expect(leg).toMatchObject({
      tripStatus: "cancelled",
      cancelled: true,
      outcomeCode: "cancelled",
      reasonForCancellation: LIFECYCLE_MESSAGES.returnLegReason,
    });
    const [activity] = await activitiesOf(back.id);
    expect(activity).toMatchObject({
      action: "cancel",
      actorName: "Dave Driver",
    });
  });
  it("leaves the return leg alone unless asked; refuses cancelReturnLeg elsewhere", async () => {
    const { outbound, back } = await buildRoundTrip(w.t.db, {
      facilityId: w.facilityId,
      driverId: w.driverId,
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(15),
    });
    const res = await send(
      outbound.id,
      { event: "delay", reason: "x", cancelReturnLeg: true },
      w.driver,
    );
    expect(res.statusCode).toBe(422);
    await ok(outbound.id, { event: "no-show" }, w.driver);
    expect((await stored(back.id)).tripStatus).toBe("pending");
  });
});

describe("patient-ready", () => {
  it("the facility's nurse activates a will-call return: it gets its pick-up time", async () => {
    const { back } = await buildRoundTrip(w.t.db, {
      facilityId: w.facilityId,
      tripStatus: "completed",
    });
    const before = Date.now();
    const row = await ok(back.id, { event: "patient-ready" }, w.nurse);
    expect(
      Date.parse(row.willCallActivatedAt as string),
    ).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.pickUpDatetime as string)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expectError(
      await send(back.id, { event: "patient-ready" }, w.nurse),
      409,
      LIFECYCLE_MESSAGES.alreadyReady,
    );
  });
  it("takes the pick-up time given", async () => {
    const { back } = await buildRoundTrip(w.t.db, { facilityId: w.facilityId });
    const at = new Date(Date.now() + 45 * 60_000).toISOString();
    const row = await ok(
      back.id,
      { event: "patient-ready", pickUpDatetime: at },
      w.dispatch,
    );
    expect(Date.parse(row.pickUpDatetime as string)).toBe(Date.parse(at));
  });
});
