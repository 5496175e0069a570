/**
 * Assigning a driver and a vehicle (issue 22): the check (POST /trips/{id}/assignment-check) and the
 * check inside POST /trips. The assignment itself is in trips-assignment-write.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ASSIGNMENT_MESSAGES } from "../../domain/assignmentMessages";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { trips } from "../../server/db/schema";
import { as, expectError, post } from "./support/api";
import { buildTrip, insertTrip } from "./support/tripFactories";
import { buildVehicle } from "./support/vehicleFactories";
import { assignmentWorld, FAR, tomorrowAt } from "./support/assignmentWorld";

const { w, capable, attested, check } = assignmentWorld();

describe("POST /trips/{id}/assignment-check", () => {
  it("answers the findings and changes nothing", async () => {
    const { driver } = await capable();
    const noLift = await buildVehicle(w.t.db, {
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    await attested(driver.id);
    const trip = await insertTrip(w.t.db, {
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
    const [stored] = await w.t.db
      .select()
      .from(trips)
      .where(eq(trips.id, trip.id));
    expect(stored.driverId).toBeNull();
    expect(stored.vehicleId).toBeNull();
  });

  it("refuses anonymous callers (401), trip staff only (403), unknown trips (404) and bad bodies (422)", async () => {
    const { driver, vehicle } = await capable();
    const trip = await insertTrip(w.t.db, { pickUpDatetime: tomorrowAt(15) });
    const body = { driverId: driver.id, vehicleId: vehicle.id };
    expectError(await check(trip.id, body, {}), 401);
    expectError(await check(trip.id, body, w.nurse), 403);
    expectError(
      await check(trip.id, body, (await as(w.t, "driver")).headers),
      403,
    );
    expectError(
      await check(randomUUID(), body, w.dispatch),
      404,
      "Trip not found.",
    );
    expectError(
      await check("not-a-uuid", body, w.dispatch),
      404,
      "Trip not found.",
    );
    expect(
      (await check(trip.id, { driverId: driver.id }, w.dispatch)).statusCode,
    ).toBe(422);
    expect(
      (await check(trip.id, { ...body, extra: 1 }, w.dispatch)).statusCode,
    ).toBe(422);
    expectError(
      await check(trip.id, { ...body, driverId: randomUUID() }, w.dispatch),
      422,
      `driverId: ${TRIP_MESSAGES.unknownDriver}`,
      [{ field: "driverId", message: TRIP_MESSAGES.unknownDriver }],
    );
  });
});

describe("the check inside POST /trips", () => {
  it("refuses a booking that assigns an incapable vehicle, and flags an assigned trip whose time change no longer passes", async () => {
    const { driver, vehicle } = await capable();
    await attested(driver.id);
    const noLift = await buildVehicle(w.t.db, {
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    const patientTrip = await insertTrip(w.t.db, {
      pickUpDatetime: tomorrowAt(12),
    });
    const body = buildTrip({
      patientId: patientTrip.patientId,
      pickUpDatetime: tomorrowAt(18).toISOString(),
      driverId: driver.id,
      vehicleId: noLift.id,
    });
    const refused = await post(w.t, "/api/trips", body, w.dispatch);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.findings[0].code).toBe("vehicle-equipment");

    const created = await post(
      w.t,
      "/api/trips",
      { ...body, vehicleId: vehicle.id },
      w.dispatch,
    );
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().data;
    expect(trip.dispatchFindings).toBeNull();

    // Another trip of this driver at 20:00; moving this one onto it keeps the change but flags it.
    await insertTrip(w.t.db, {
      pickUpDatetime: tomorrowAt(20),
      driverId: driver.id,
      travelTimeInMinutes: 30,
    });
    const moved = await post(
      w.t,
      "/api/trips",
      {
        ...body,
        vehicleId: vehicle.id,
        tripId: trip.tripId,
        pickUpDatetime: tomorrowAt(20).toISOString(),
      },
      w.dispatch,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.dispatchFindings).toMatchObject([
      { code: "driver-overlap", severity: "blocked" },
    ]);

    // Moving it back clears the flag.
    const back = await post(
      w.t,
      "/api/trips",
      {
        ...body,
        vehicleId: vehicle.id,
        tripId: trip.tripId,
        pickUpDatetime: tomorrowAt(18).toISOString(),
      },
      w.dispatch,
    );
    expect(back.json().data.dispatchFindings).toBeNull();
  });
});
