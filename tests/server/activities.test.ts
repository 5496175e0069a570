/**
 * The activity log (§3): POST /activities/search and GET /activities/{id}, scoped like the trips
 * they describe, and an activity for each change of a trip. The pure diff of a record is in
 * activities-diff.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordActivity } from "../../server/activities/record";
import type { AuthUser } from "../../server/auth/authUser";
import type { Headers } from "./support/api";
import { as, expectError, get, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import {
  buildLifecycleTrip,
  CLINIC_PLACE,
  HOME_PLACE,
} from "./support/lifecycleFactories";
import { buildPatient, buildTripPrice } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dispatch: Headers;
let driver: Headers;
let nurse: Headers;
let strangerNurse: Headers;
let customer: Headers;
let customerId: string;
let dispatcher: AuthUser;
let driverId: string;
let facilityId: string;

beforeAll(async () => {
  t = await buildTestApp();
  facilityId = (await buildFacility(t.db)).id;
  const other = await buildFacility(t.db);
  const d = await as(t, "dataadmin", {
    firstName: "Dana",
    lastName: "Dispatch",
  });
  dispatch = d.headers;
  dispatcher = {
    userId: d.user.id,
    email: d.user.email,
    firstName: "Dana",
    lastName: "Dispatch",
    roles: [{ roleCode: "dataadmin" }],
    facilityId: null,
    requirePasswordReset: false,
    sessionId: "test",
  };
  const dr = await as(t, "driver");
  driver = dr.headers;
  driverId = (await buildDriver(t.db, { userId: dr.user.id })).id;
  nurse = (await as(t, "nurse", { facilityId })).headers;
  strangerNurse = (await as(t, "nurse", { facilityId: other.id })).headers;
  const c = await as(t, "customer");
  customer = c.headers;
  customerId = c.user.id;
});
afterAll(() => t.close());

type ActivityRow = {
  activityId: string;
  action: string;
  actorName: string;
  changes: { field: string; before: unknown; after: unknown }[];
  latitude: number | null;
  withoutPosition: boolean;
  createdAt: string;
};
const historyOf = async (tripId: string, headers: Headers) =>
  search<ActivityRow>(t, "/activities", headers, {
    additionalStringFilters: { modelType: "trip", modelId: tripId },
    sortBy: "createdAt",
    sortDescending: false,
    pageSize: 100,
  });

/** A trip of the nurse's facility, driven by the test driver, with one office-only change. */
async function tripWithHistory() {
  const trip = await buildLifecycleTrip(t.db, {
    facilityId,
    driverId,
    bookingUserId: customerId,
  });
  await recordActivity(t.db, {
    modelType: "trip",
    modelId: trip.id,
    action: "updated",
    actor: dispatcher,
    screen: "trip-form",
    before: { ...trip },
    after: {
      ...trip,
      dispatcherNotes: "Gate code 4411",
      specialInstructions: "Ring twice",
      updatedAt: new Date(),
    },
  });
  return trip;
}

describe("POST /activities/search and GET /activities/{id}", () => {
  it("401 without a session", async () => {
    expectError(await post(t, "/api/activities/search", {}), 401);
    expectError(await get(t, `/api/activities/${randomUUID()}`), 401);
  });

  it("answers one trip's history, with who, what and the screen", async () => {
    const trip = await tripWithHistory();
    await tripWithHistory(); // another trip: not in this history
    const history = await historyOf(trip.id, dispatch);
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({
      modelType: "trip",
      modelId: trip.id,
      action: "updated",
      actorName: "Dana Dispatch",
      actorUserId: dispatcher.userId,
      screen: "trip-form",
      withoutPosition: false,
      onBehalf: false,
    });
    // In the record's column order; unchanged fields and updatedAt are left out.
    expect(history.data[0].changes).toEqual([
      { field: "specialInstructions", before: null, after: "Ring twice" },
      { field: "dispatcherNotes", before: null, after: "Gate code 4411" },
    ]);
    const one = await get(
      t,
      `/api/activities/${history.data[0].activityId}`,
      dispatch,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.activityId).toBe(history.data[0].activityId);
  });

  it("takes modelType and modelId at the top of the body too (§3)", async () => {
    const trip = await tripWithHistory();
    const body = { modelType: "trip", modelId: trip.id };
    expect((await search(t, "/activities", dispatch, body)).total).toBe(1);
    expect(
      (
        await search(t, "/activities", dispatch, {
          ...body,
          modelType: "vehicle",
        })
      ).total,
    ).toBe(0);
  });

  it("facility staff read their facility's trips only; another facility gets nothing", async () => {
    const trip = await tripWithHistory();
    expect((await historyOf(trip.id, nurse)).total).toBe(1);
    const stranger = await historyOf(trip.id, strangerNurse);
    expect(stranger.total).toBe(0);
    const [activity] = (await historyOf(trip.id, dispatch)).data;
    expectError(
      await get(t, `/api/activities/${activity.activityId}`, strangerNurse),
      404,
      "Activity not found.",
    );
  });

  it("a customer reads the trips they booked", async () => {
    const trip = await tripWithHistory();
    expect((await historyOf(trip.id, customer)).total).toBe(1);
    const other = await buildLifecycleTrip(t.db, { facilityId });
    await recordActivity(t.db, {
      modelType: "trip",
      modelId: other.id,
      action: "updated",
      actor: dispatcher,
      before: null,
      after: { specialInstructions: "x" },
    });
    expect((await historyOf(other.id, customer)).total).toBe(0);
  });

  it("drivers and bookers never see dispatcher notes; trip staff do", async () => {
    const trip = await tripWithHistory();
    for (const headers of [driver, nurse, customer]) {
      const [row] = (await historyOf(trip.id, headers)).data;
      expect(row.changes).toEqual([
        { field: "specialInstructions", before: null, after: "Ring twice" },
      ]);
      const one = await get(t, `/api/activities/${row.activityId}`, headers);
      expect(JSON.stringify(one.json())).not.toContain("Gate code");
    }
    const [staff] = (await historyOf(trip.id, dispatch)).data;
    expect(staff.changes.map((c) => c.field)).toContain("dispatcherNotes");
  });

  it("only view-activities holders read other models' records", async () => {
    const modelId = randomUUID();
    await recordActivity(t.db, {
      modelType: "vehicle",
      modelId,
      action: "updated",
      actor: dispatcher,
      before: { a: 1 },
      after: { a: 2 },
    });
    const body = { additionalStringFilters: { modelId } };
    expect((await search(t, "/activities", dispatch, body)).total).toBe(1);
    const { headers: admin } = await as(t, "systemadmin");
    expect((await search(t, "/activities", admin, body)).total).toBe(1);
    expect((await search(t, "/activities", nurse, body)).total).toBe(0);
    expect((await search(t, "/activities", driver, body)).total).toBe(0);
  });

  it("is read-only", async () => {
    const res = await post(t, "/api/activities", { action: "x" }, dispatch);
    expect(res.statusCode).toBe(404);
  });
});

describe("an activity for each change of a trip", () => {
  it("create, update and a lifecycle event are each recorded, with who and where", async () => {
    await buildTripPrice(t.db);
    const patient = await buildPatient(t.db, { facilityId });
    const body = {
      patientId: patient.id,
      facilityId,
      pickUpDatetime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      pickUpAddress: HOME_PLACE,
      dropOffAddress: CLINIC_PLACE,
    };
    const created = await post(t, "/api/trips", body, dispatch);
    expect(created.statusCode, created.body).toBe(201);
    const tripId = created.json().data.tripId as string;
    const updated = await post(
      t,
      "/api/trips",
      {
        ...body,
        tripId,
        specialInstructions: "Bring the ramp",
        driverId,
        // Issue 10: the assignment check's warnings (no attestation yet) need a reason.
        assignmentOverrideReason: "Attests at shift start",
      },
      dispatch,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const confirmed = await post(
      t,
      `/api/trips/${tripId}/events`,
      { event: "confirm", latitude: 39.9, longitude: -83, screen: "trip-page" },
      dispatch,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const history = (await historyOf(tripId, dispatch)).data;
    expect(history.map((a) => a.action)).toEqual([
      "created",
      "updated",
      "confirm",
    ]);
    expect(history.every((a) => a.actorName === "Dana Dispatch")).toBe(true);
    expect(history[0].changes).toContainEqual({
      field: "tripStatus",
      before: null,
      after: "pending",
    });
    expect(history[1].changes).toContainEqual({
      field: "specialInstructions",
      before: null,
      after: "Bring the ramp",
    });
    expect(history[2]).toMatchObject({
      latitude: 39.9,
      withoutPosition: false,
    });
    expect(Date.parse(history[2].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(history[0].createdAt),
    );
  });
});
