import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIFECYCLE_MESSAGES } from "../../domain/tripLifecycle";
import { testConfig } from "../../server/config";
import { activities, tripDocuments, trips } from "../../server/db/schema";
import { decidedOn } from "../../server/trips/eventsSupport";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import {
  buildLifecycleTrip,
  buildRoundTrip,
  minutesAgo,
} from "./support/lifecycleFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dispatch: Headers;
let driver: Headers;
let otherDriver: Headers;
let nurse: Headers;
let strangerNurse: Headers;
let driverId: string;
let facilityId: string;
const ROUTE = (id: string) => `/api/trips/${id}/events`;
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

beforeAll(async () => {
  t = await buildTestApp();
  const facility = await buildFacility(t.db);
  const other = await buildFacility(t.db);
  facilityId = facility.id;
  dispatch = (
    await as(t, "dataadmin", { firstName: "Dana", lastName: "Dispatch" })
  ).headers;
  const d = await as(t, "driver", { firstName: "Dave", lastName: "Driver" });
  driver = d.headers;
  driverId = (await buildDriver(t.db, { userId: d.user.id })).id;
  const o = await as(t, "driver");
  otherDriver = o.headers;
  await buildDriver(t.db, { userId: o.user.id });
  nurse = (await as(t, "nurse", { facilityId })).headers;
  strangerNurse = (await as(t, "nurse", { facilityId: other.id })).headers;
});
afterAll(() => t.close());

const send = (id: string, body: Record<string, unknown>, headers?: Headers) =>
  post(t, ROUTE(id), body, headers);
const stored = async (id: string) =>
  (await t.db.select().from(trips).where(eq(trips.id, id)))[0];
const activitiesOf = (id: string) =>
  t.db
    .select()
    .from(activities)
    .where(eq(activities.modelId, id))
    .orderBy(asc(activities.createdAt));
const ok = async (
  id: string,
  body: Record<string, unknown>,
  headers: Headers,
) => {
  const res = await send(id, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe("Trip updated.");
  return res.json().data as Record<string, unknown>;
};
const tripOf = (o: Parameters<typeof buildLifecycleTrip>[1] = {}) =>
  buildLifecycleTrip(t.db, { facilityId, driverId, ...o });

describe("who may call", () => {
  it("401 without a session", async () => {
    const trip = await tripOf();
    expectError(await send(trip.id, { event: "confirm" }), 401);
  });
  it("404 outside the caller's scope, and for unknown or malformed ids", async () => {
    const trip = await tripOf();
    const notFound = "Trip not found.";
    expectError(
      await send(trip.id, { event: "cancel" }, strangerNurse),
      404,
      notFound,
    );
    expectError(
      await send(trip.id, { event: "begin" }, otherDriver),
      404,
      notFound,
    );
    expectError(
      await send(randomUUID(), { event: "confirm" }, dispatch),
      404,
      notFound,
    );
    expectError(
      await send("nope", { event: "confirm" }, dispatch),
      404,
      notFound,
    );
    expect((await stored(trip.id)).tripStatus).toBe("pending");
  });
  it("403 when the caller may see the trip but not make the move", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    expectError(
      await send(trip.id, { event: "begin" }, nurse),
      403,
      LIFECYCLE_MESSAGES.driverOnly,
    );
    expectError(
      await send(
        trip.id,
        { event: "cancel", reason: "x", cancelledByParty: "patient" },
        driver,
      ),
      403,
      LIFECYCLE_MESSAGES.dispatchOnly,
    );
    expect(await activitiesOf(trip.id)).toEqual([]);
  });
  it("422 for an unknown event", async () => {
    const trip = await tripOf();
    const res = await send(trip.id, { event: "teleport" }, dispatch);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe("event");
  });
});

describe("the day of a trip", () => {
  it("confirm, then the driver's begin, milestones and completion, each recorded", async () => {
    const trip = await tripOf();
    const confirmed = await ok(
      trip.id,
      { event: "confirm", screen: "trip-page" },
      dispatch,
    );
    expect(confirmed).toMatchObject({
      tripStatus: "confirmed",
      confirmed: true,
      confirmedBy: "Dana Dispatch",
    });
    const at = { latitude: 39.96, longitude: -82.99, accuracy: 12 };
    const begun = await ok(trip.id, { event: "begin", ...at }, driver);
    expect(begun).toMatchObject({
      tripStatus: "in-progress",
      startedOnBehalf: false,
    });
    expect(begun.tripStartedAt).toEqual(expect.any(String));
    await ok(trip.id, { event: "arrived", ...at }, driver);
    await ok(trip.id, { event: "on-board", ...at }, driver);
    await ok(trip.id, { event: "arrived-dropoff", ...at }, driver);
    const done = await ok(
      trip.id,
      { event: "complete", unableToSignReason: "Patient sedated", ...at },
      driver,
    );
    expect(done).toMatchObject({
      tripStatus: "completed",
      outcomeCode: "completed",
      unableToSignReason: "Patient sedated",
    });
    for (const field of [
      "arrivedAtPickUpAt",
      "patientOnBoardAt",
      "arrivedAtDropOffAt",
      "tripEndedAt",
    ])
      expect(done[field], field).toEqual(expect.any(String));

    const log = await activitiesOf(trip.id);
    expect(log.map((a) => a.action)).toEqual([
      "confirm",
      "begin",
      "arrived",
      "on-board",
      "arrived-dropoff",
      "complete",
    ]);
    expect(log[0]).toMatchObject({
      actorName: "Dana Dispatch",
      screen: "trip-page",
    });
    expect(log[1]).toMatchObject({
      actorName: "Dave Driver",
      latitude: 39.96,
      longitude: -82.99,
      accuracy: 12,
      withoutPosition: false,
      onBehalf: false,
    });
    expect(log[1].changes).toContainEqual({
      field: "tripStatus",
      before: "confirmed",
      after: "in-progress",
    });
    expect(log[5].note).toBe("Patient sedated");
  });

  it("dispatch begins on the driver's behalf; without a position it is marked", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const row = await ok(trip.id, { event: "begin" }, dispatch);
    expect(row.startedOnBehalf).toBe(true);
    const [activity] = await activitiesOf(trip.id);
    expect(activity).toMatchObject({
      action: "begin",
      onBehalf: true,
      withoutPosition: true,
      latitude: null,
    });
  });

  it("the driver's own step without a position is the driver's, not the office's (issue 22)", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const row = await ok(trip.id, { event: "begin" }, driver);
    expect(row.startedOnBehalf).toBe(false);
    const [activity] = await activitiesOf(trip.id);
    expect(activity).toMatchObject({
      action: "begin",
      actorName: "Dave Driver",
      onBehalf: false,
      withoutPosition: true,
    });
  });

  it("delay needs a reason; resume goes back to the status before", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    expectError(
      await send(trip.id, { event: "delay" }, driver),
      422,
      `reason: ${LIFECYCLE_MESSAGES.reasonRequired}`,
      [{ field: "reason", message: LIFECYCLE_MESSAGES.reasonRequired }],
    );
    const delayed = await ok(
      trip.id,
      { event: "delay", reason: "Flat tyre" },
      driver,
    );
    expect(delayed).toMatchObject({
      tripStatus: "delayed",
      delayReason: "Flat tyre",
      statusBeforeDelay: "confirmed",
    });
    const resumed = await ok(trip.id, { event: "resume" }, dispatch);
    expect(resumed).toMatchObject({
      tripStatus: "confirmed",
      statusBeforeDelay: null,
    });
  });

  it("cancel needs the reason and who cancelled", async () => {
    const trip = await tripOf();
    expectError(
      await send(trip.id, { event: "cancel", reason: "Feeling better" }, nurse),
      422,
      `cancelledByParty: ${LIFECYCLE_MESSAGES.partyRequired}`,
      [
        {
          field: "cancelledByParty",
          message: LIFECYCLE_MESSAGES.partyRequired,
        },
      ],
    );
    const row = await ok(
      trip.id,
      {
        event: "cancel",
        reason: "Feeling better",
        cancelledByParty: "patient",
      },
      nurse,
    );
    expect(row).toMatchObject({
      tripStatus: "cancelled",
      cancelled: true,
      reasonForCancellation: "Feeling better",
      cancelledByParty: "patient",
      outcomeCode: "cancelled",
    });
  });

  it("complete needs a signature or the reason the patient cannot sign", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(25),
      arrivedAtDropOffAt: minutesAgo(1),
    });
    expectError(
      await send(trip.id, { event: "complete" }, driver),
      422,
      `signature: ${LIFECYCLE_MESSAGES.signatureRequired}`,
      [{ field: "signature", message: LIFECYCLE_MESSAGES.signatureRequired }],
    );
    expect((await stored(trip.id)).tripStatus).toBe("in-progress");
    const res = await send(
      trip.id,
      { event: "complete", signature: "data:image/gif;base64,AAAA" },
      driver,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "signature", message: "Draw the signature again." },
    ]);
  });

  it("complete with a drawn signature stores it as the trip's proof", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(25),
      arrivedAtDropOffAt: minutesAgo(1),
    });
    const row = await ok(
      trip.id,
      { event: "complete", signature: PNG },
      driver,
    );
    expect(row.tripStatus).toBe("completed");
    expect(row.signatureDocumentId).toEqual(expect.any(String));
    expect(row.unableToSignReason).toBeNull();
    const [document] = await t.db
      .select()
      .from(tripDocuments)
      .where(eq(tripDocuments.id, row.signatureDocumentId as string));
    expect(document).toMatchObject({
      tripId: trip.id,
      documentType: "signature",
      contentType: "image/png",
    });
  });

  it("a data URL that is not really a PNG is refused and changes nothing", async () => {
    const trip = await tripOf({
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(30),
      patientOnBoardAt: minutesAgo(25),
      arrivedAtDropOffAt: minutesAgo(1),
    });
    const res = await send(
      trip.id,
      { event: "complete", signature: "data:image/png;base64,AAAAAAAA" },
      driver,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].field).toBe("signature");
    expect((await stored(trip.id)).tripStatus).toBe("in-progress");
    expect(await activitiesOf(trip.id)).toEqual([]);
  });
});

describe("refusals change nothing", () => {
  it("409 for an illegal move, saying why", async () => {
    const trip = await tripOf();
    expectError(
      await send(trip.id, { event: "begin" }, dispatch),
      409,
      "A trip that is pending cannot be begun.",
    );
    const done = await tripOf({ tripStatus: "completed" });
    expectError(
      await send(
        done.id,
        { event: "cancel", reason: "x", cancelledByParty: "patient" },
        dispatch,
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
      dispatch,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/confirmed/);
    // The expected status that matches goes through.
    await ok(
      trip.id,
      { event: "delay", reason: "Rain", expectedTripStatus: "confirmed" },
      dispatch,
    );
  });
  it("422 for half a position", async () => {
    const trip = await tripOf({ tripStatus: "confirmed" });
    const res = await send(trip.id, { event: "begin", latitude: 39.9 }, driver);
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
    await t.db
      .update(trips)
      .set({ arrivedAtPickUpAt: new Date() })
      .where(eq(trips.id, read.id));
    const written = await t.db
      .update(trips)
      .set({ arrivedAtPickUpAt: new Date() })
      .where(decidedOn(read))
      .returning();
    expect(written).toEqual([]);
    const fresh = await stored(read.id);
    expect(
      await t.db
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
      await send(trip.id, { event: "no-show" }, driver),
      409,
      LIFECYCLE_MESSAGES.noShowWait(10),
    );
    await t.db
      .update(trips)
      .set({ arrivedAtPickUpAt: minutesAgo(11) })
      .where(eq(trips.id, trip.id));
    const row = await ok(trip.id, { event: "no-show" }, driver);
    expect(row).toMatchObject({
      tripStatus: "cancelled",
      outcomeCode: "no-show",
      cancelledByParty: "patient",
      cancelledBy: "Dave Driver",
    });
  });
  it("cancels the return leg too when asked, with its own activity", async () => {
    const { outbound, back } = await buildRoundTrip(t.db, {
      facilityId,
      driverId,
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(15),
    });
    await ok(outbound.id, { event: "no-show", cancelReturnLeg: true }, driver);
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
    const { outbound, back } = await buildRoundTrip(t.db, {
      facilityId,
      driverId,
      tripStatus: "in-progress",
      arrivedAtPickUpAt: minutesAgo(15),
    });
    const res = await send(
      outbound.id,
      { event: "delay", reason: "x", cancelReturnLeg: true },
      driver,
    );
    expect(res.statusCode).toBe(422);
    await ok(outbound.id, { event: "no-show" }, driver);
    expect((await stored(back.id)).tripStatus).toBe("pending");
  });
});

describe("patient-ready", () => {
  it("the facility's nurse activates a will-call return: it gets its pick-up time", async () => {
    const { back } = await buildRoundTrip(t.db, {
      facilityId,
      tripStatus: "completed",
    });
    const before = Date.now();
    const row = await ok(back.id, { event: "patient-ready" }, nurse);
    expect(
      Date.parse(row.willCallActivatedAt as string),
    ).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.pickUpDatetime as string)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expectError(
      await send(back.id, { event: "patient-ready" }, nurse),
      409,
      LIFECYCLE_MESSAGES.alreadyReady,
    );
  });
  it("takes the pick-up time given", async () => {
    const { back } = await buildRoundTrip(t.db, { facilityId });
    const at = new Date(Date.now() + 45 * 60_000).toISOString();
    const row = await ok(
      back.id,
      { event: "patient-ready", pickUpDatetime: at },
      dispatch,
    );
    expect(Date.parse(row.pickUpDatetime as string)).toBe(Date.parse(at));
  });
});
