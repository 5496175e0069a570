import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSIGNMENT_MESSAGES } from "../../domain/assignmentMessages";
import { addDays } from "../../domain/expiry";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { dayIn } from "../../domain/zonedTime";
import { activities, trips } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
} from "./support/driverFactories";
import {
  buildTrip,
  insertTrip,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle } from "./support/vehicleFactories";

const ZONE = "America/New_York";
const today = dayIn(new Date(), ZONE);
const tomorrow = addDays(today, 1);
/** 10:00 tomorrow in New York (15:00Z in winter, 14:00Z in summer: either is that day). */
const tomorrowAt = (hourUtc: number) =>
  new Date(`${tomorrow}T${String(hourUtc).padStart(2, "0")}:00:00Z`);
const FAR = addDays(today, 800);

let t: TestApp;
let dispatch: Headers;
let nurse: Headers;
const capable = async () => {
  const driver = await buildDriver(t.db, {
    cprCertifiedUntil: FAR,
    wheelchairCertifiedUntil: FAR,
    firstName: "Ana",
    lastName: "Diaz",
  });
  const vehicle = await buildVehicle(t.db, {
    wheelchairAccessible: true,
    insuranceExpiresOn: FAR,
    registrationExpiresOn: FAR,
  });
  return { driver, vehicle };
};
/** A clean attestation on the trip's day, so only the rule under test speaks. */
const attested = (driverId: string) =>
  buildInfluenceStatusRecord(t.db, { driverId, createdAt: tomorrowAt(15) });

beforeAll(async () => {
  t = await buildTestApp();
  await priceAllBookingTypes(t.db);
  dispatch = (await as(t, "dataadmin")).headers;
  nurse = (await as(t, "nurse")).headers;
});
afterAll(() => t.close());

const check = (tripId: string, body: unknown, headers = dispatch) =>
  post(t, `/api/trips/${tripId}/assignment-check`, body, headers);
const assign = (tripId: string, body: unknown, headers = dispatch) =>
  post(t, `/api/trips/${tripId}/assignment`, body, headers);

describe("POST /trips/{id}/assignment-check", () => {
  it("answers the findings and changes nothing", async () => {
    const { driver } = await capable();
    const noLift = await buildVehicle(t.db, {
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    await attested(driver.id);
    const trip = await insertTrip(t.db, {
      pickUpDatetime: tomorrowAt(15),
      wheelchairTrip: true,
    });
    const res = await check(trip.id, {
      driverId: driver.id,
      vehicleId: noLift.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: ASSIGNMENT_MESSAGES.checked,
      data: {
        findings: [
          {
            severity: "blocked",
            code: "vehicle-equipment",
            message: `Ford Transit (${noLift.licensePlate}) has no wheelchair lift; this is a wheelchair trip.`,
          },
        ],
      },
    });
    const [stored] = await t.db
      .select()
      .from(trips)
      .where(eq(trips.id, trip.id));
    expect(stored.driverId).toBeNull();
    expect(stored.vehicleId).toBeNull();
  });

  it("refuses anonymous callers (401), trip staff only (403), unknown trips (404) and bad bodies (422)", async () => {
    const { driver, vehicle } = await capable();
    const trip = await insertTrip(t.db, { pickUpDatetime: tomorrowAt(15) });
    const body = { driverId: driver.id, vehicleId: vehicle.id };
    expectError(await check(trip.id, body, {}), 401);
    expectError(await check(trip.id, body, nurse), 403);
    expectError(
      await check(trip.id, body, (await as(t, "driver")).headers),
      403,
    );
    expectError(
      await check(randomUUID(), body, dispatch),
      404,
      "Trip not found.",
    );
    expectError(
      await check("not-a-uuid", body, dispatch),
      404,
      "Trip not found.",
    );
    expect(
      (await check(trip.id, { driverId: driver.id }, dispatch)).statusCode,
    ).toBe(422);
    expect(
      (await check(trip.id, { ...body, extra: 1 }, dispatch)).statusCode,
    ).toBe(422);
    expectError(
      await check(trip.id, { ...body, driverId: randomUUID() }, dispatch),
      422,
      `driverId: ${TRIP_MESSAGES.unknownDriver}`,
      [{ field: "driverId", message: TRIP_MESSAGES.unknownDriver }],
    );
  });
});

describe("POST /trips/{id}/assignment", () => {
  it("assigns a clean pair (200) and records it in the history", async () => {
    const { driver, vehicle } = await capable();
    await attested(driver.id);
    const trip = await insertTrip(t.db, { pickUpDatetime: tomorrowAt(15) });
    const res = await assign(trip.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tripId: trip.id,
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    const history = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(history.map((a) => a.action)).toEqual(["assigned"]);
  });

  it("refuses blocked findings with 409 and the findings, even with an override reason", async () => {
    const { driver } = await capable();
    await attested(driver.id);
    const noLift = await buildVehicle(t.db, {
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    const trip = await insertTrip(t.db, {
      pickUpDatetime: tomorrowAt(15),
      wheelchairTrip: true,
    });
    const res = await assign(trip.id, {
      driverId: driver.id,
      vehicleId: noLift.id,
      overrideReason: "Please",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 409,
      message: ASSIGNMENT_MESSAGES.refusedBlocked,
      data: { findings: [{ severity: "blocked", code: "vehicle-equipment" }] },
    });
    const [stored] = await t.db
      .select()
      .from(trips)
      .where(eq(trips.id, trip.id));
    expect(stored.driverId).toBeNull();
  });

  it("refuses warnings without a reason and assigns with one, keeping the override in the history", async () => {
    // The driver has not stated today's attestation: on the service day, a warning (issue 22).
    const { driver, vehicle } = await capable();
    const trip = await insertTrip(t.db, { pickUpDatetime: new Date() });
    const refused = await assign(trip.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: ASSIGNMENT_MESSAGES.refusedWarnings,
      data: {
        findings: [{ severity: "warning", code: "attestation-missing" }],
      },
    });
    const ok = await assign(trip.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
      overrideReason: "Driver attests at shift start",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(entry.note).toContain("Reason: Driver attests at shift start");
    expect(entry.note).toContain(
      "has not posted today's influence attestation",
    );
  });

  it("plans tomorrow without an override: a missing attestation for a future day is only a note (issue 22)", async () => {
    const { driver, vehicle } = await capable();
    const trip = await insertTrip(t.db, { pickUpDatetime: tomorrowAt(15) });
    const checked = await check(trip.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    expect(checked.json().data.findings).toMatchObject([
      { severity: "note", code: "attestation-missing" },
    ]);
    const ok = await assign(trip.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(entry.note).toBeNull();

    // Booking tomorrow's trip with the driver and vehicle in POST /trips asks for no override either.
    const booked = await post(
      t,
      "/api/trips",
      buildTrip({
        patientId: trip.patientId,
        pickUpDatetime: tomorrowAt(22).toISOString(),
        driverId: driver.id,
        vehicleId: vehicle.id,
      }),
      dispatch,
    );
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("blocks a double booking of the driver and refuses closed trips and stale statuses", async () => {
    const { driver, vehicle } = await capable();
    await attested(driver.id);
    await insertTrip(t.db, {
      pickUpDatetime: tomorrowAt(15),
      driverId: driver.id,
      travelTimeInMinutes: 30,
    });
    const clash = await insertTrip(t.db, {
      pickUpDatetime: new Date(tomorrowAt(15).getTime() + 20 * 60_000),
    });
    const res = await assign(clash.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    expect(
      res.json().data.findings.map((f: { code: string }) => f.code),
    ).toEqual(["driver-overlap"]);
    const done = await insertTrip(t.db, {
      pickUpDatetime: tomorrowAt(20),
      tripStatus: "completed",
    });
    expectError(
      await assign(done.id, { driverId: driver.id, vehicleId: vehicle.id }),
      409,
      ASSIGNMENT_MESSAGES.closed("completed"),
    );
    const pending = await insertTrip(t.db, { pickUpDatetime: tomorrowAt(22) });
    const stale = await assign(pending.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
      expectedTripStatus: "confirmed",
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe("the check inside POST /trips", () => {
  it("refuses a booking that assigns an incapable vehicle, and flags an assigned trip whose time change no longer passes", async () => {
    const { driver, vehicle } = await capable();
    await attested(driver.id);
    const noLift = await buildVehicle(t.db, {
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    const patientTrip = await insertTrip(t.db, {
      pickUpDatetime: tomorrowAt(12),
    });
    const body = buildTrip({
      patientId: patientTrip.patientId,
      pickUpDatetime: tomorrowAt(18).toISOString(),
      driverId: driver.id,
      vehicleId: noLift.id,
    });
    const refused = await post(t, "/api/trips", body, dispatch);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.findings[0].code).toBe("vehicle-equipment");

    const created = await post(
      t,
      "/api/trips",
      { ...body, vehicleId: vehicle.id },
      dispatch,
    );
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().data;
    expect(trip.dispatchFindings).toBeNull();

    // Another trip of this driver at 20:00; moving this one onto it keeps the change but flags it.
    await insertTrip(t.db, {
      pickUpDatetime: tomorrowAt(20),
      driverId: driver.id,
      travelTimeInMinutes: 30,
    });
    const moved = await post(
      t,
      "/api/trips",
      {
        ...body,
        vehicleId: vehicle.id,
        tripId: trip.tripId,
        pickUpDatetime: tomorrowAt(20).toISOString(),
      },
      dispatch,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.dispatchFindings).toMatchObject([
      { code: "driver-overlap", severity: "blocked" },
    ]);

    // Moving it back clears the flag.
    const back = await post(
      t,
      "/api/trips",
      {
        ...body,
        vehicleId: vehicle.id,
        tripId: trip.tripId,
        pickUpDatetime: tomorrowAt(18).toISOString(),
      },
      dispatch,
    );
    expect(back.json().data.dispatchFindings).toBeNull();
  });
});
