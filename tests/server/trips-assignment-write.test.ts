/**
 * Assigning a driver and a vehicle (issue 22): POST /trips/{id}/assignment, its refusals, overrides
 * and history. The check alone is in trips-assignment.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ASSIGNMENT_MESSAGES } from "../../domain/assignmentMessages";
import { activities, trips } from "../../server/db/schema";
import { expectError, post } from "./support/api";
import { buildTrip, insertTrip } from "./support/tripFactories";
import { buildVehicle } from "./support/vehicleFactories";
import { assignmentWorld, FAR, tomorrowAt } from "./support/assignmentWorld";

const { w, capable, attested, check, assign } = assignmentWorld();

describe("POST /trips/{id}/assignment", () => {
  it("assigns a clean pair (200) and records it in the history", async () => {
    const { driver, vehicle } = await capable();
    await attested(driver.id);
    const trip = await insertTrip(w.t.db, { pickUpDatetime: tomorrowAt(15) });
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
    const history = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(history.map((a) => a.action)).toEqual(["assigned"]);
  });

  it("refuses blocked findings with 409 and the findings, even with an override reason", async () => {
    const { driver } = await capable();
    await attested(driver.id);
    const noLift = await buildVehicle(w.t.db, {
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    const trip = await insertTrip(w.t.db, {
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
    const [stored] = await w.t.db
      .select()
      .from(trips)
      .where(eq(trips.id, trip.id));
    expect(stored.driverId).toBeNull();
  });

  it("refuses warnings without a reason and assigns with one, keeping the override in the history", async () => {
    // The driver has not stated today's attestation: on the service day, a warning (issue 22).
    const { driver, vehicle } = await capable();
    const trip = await insertTrip(w.t.db, { pickUpDatetime: new Date() });
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
    const [entry] = await w.t.db
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
    const trip = await insertTrip(w.t.db, { pickUpDatetime: tomorrowAt(15) });
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
    const [entry] = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(entry.note).toBeNull();

    // Booking tomorrow's trip with the driver and vehicle in POST /trips asks for no override either.
    const booked = await post(
      w.t,
      "/api/trips",
      buildTrip({
        patientId: trip.patientId,
        pickUpDatetime: tomorrowAt(22).toISOString(),
        driverId: driver.id,
        vehicleId: vehicle.id,
      }),
      w.dispatch,
    );
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("blocks a double booking of the driver and refuses closed trips and stale statuses", async () => {
    const { driver, vehicle } = await capable();
    await attested(driver.id);
    await insertTrip(w.t.db, {
      pickUpDatetime: tomorrowAt(15),
      driverId: driver.id,
      travelTimeInMinutes: 30,
    });
    const clash = await insertTrip(w.t.db, {
      pickUpDatetime: new Date(tomorrowAt(15).getTime() + 20 * 60_000),
    });
    const res = await assign(clash.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
    });
    expect(
      res.json().data.findings.map((f: { code: string }) => f.code),
    ).toEqual(["driver-overlap"]);
    const done = await insertTrip(w.t.db, {
      pickUpDatetime: tomorrowAt(20),
      tripStatus: "completed",
    });
    expectError(
      await assign(done.id, { driverId: driver.id, vehicleId: vehicle.id }),
      409,
      ASSIGNMENT_MESSAGES.closed("completed"),
    );
    const pending = await insertTrip(w.t.db, {
      pickUpDatetime: tomorrowAt(22),
    });
    const stale = await assign(pending.id, {
      driverId: driver.id,
      vehicleId: vehicle.id,
      expectedTripStatus: "confirmed",
    });
    expect(stale.statusCode).toBe(409);
  });
});
