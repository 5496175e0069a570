/**
 * The trip API: the status through the upsert (the lifecycle table, races), and one transaction
 * per write. The generic calls and validation are in trips-crud.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, trips } from "../../server/db/schema";
import { as, expectError, get } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
} from "./support/driverFactories";
import { buildPatient } from "./support/patientFactories";
import { buildTrip, PICK_UP } from "./support/tripFactories";
import { tripsWorld } from "./support/tripsWorld";

const { w, create } = tripsWorld();

describe("the status through the upsert", () => {
  it("confirms through the lifecycle table (confirmedBy, confirmedAt) and records the move", async () => {
    const trip = (await create(buildTrip({ patientId: w.patientId }))).json()
      .data;
    const res = await create(
      buildTrip({
        tripId: trip.tripId,
        patientId: w.patientId,
        tripStatus: "confirmed",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tripStatus: "confirmed",
      confirmed: true,
      confirmedBy: `${w.admin.firstName} ${w.admin.lastName}`,
    });
    expect(res.json().data.confirmedAt).toEqual(expect.any(String));
    const [last] = await w.t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.modelId, trip.tripId))
      .orderBy(sql`${activities.createdAt} desc`)
      .limit(1);
    expect(last.action).toBe("confirm");
  });

  it("refuses an illegal move with 409 and changes nothing", async () => {
    const trip = (await create(buildTrip({ patientId: w.patientId }))).json()
      .data;
    const res = await create(
      buildTrip({
        tripId: trip.tripId,
        patientId: w.patientId,
        tripStatus: "completed",
        specialInstructions: "changed",
      }),
    );
    expectError(res, 409, "A trip cannot go from pending to completed.");
    const got = (
      await get(w.t, `/api/trips/${trip.tripId}`, w.dataadmin)
    ).json().data;
    expect(got.tripStatus).toBe("pending");
    expect(got.specialInstructions).toBeNull();
  });

  it("409 when the caller expected another status, naming the current one", async () => {
    const trip = (await create(buildTrip({ patientId: w.patientId }))).json()
      .data;
    await create(
      buildTrip({
        tripId: trip.tripId,
        patientId: w.patientId,
        tripStatus: "confirmed",
      }),
    );
    const stale = await create(
      buildTrip({
        tripId: trip.tripId,
        patientId: w.patientId,
        expectedTripStatus: "pending",
        tripStatus: "cancelled",
        reasonForCancellation: "Patient is unwell",
        cancelledByParty: "patient",
      }),
    );
    expectError(
      stale,
      409,
      "This trip is now confirmed; reload it and try again.",
    );
    const got = (
      await get(w.t, `/api/trips/${trip.tripId}`, w.dataadmin)
    ).json().data;
    expect(got.tripStatus).toBe("confirmed");
  });

  it("two dispatchers acting on the same pending trip: one wins, the other gets 409", async () => {
    const trip = (await create(buildTrip({ patientId: w.patientId }))).json()
      .data;
    // Whether the loser reads before the winner's commit (the conditional update matches no row)
    // or after it (the expected status is stale), it gets 409 and changes nothing.
    const body = (status: "confirmed" | "cancelled") =>
      buildTrip({
        tripId: trip.tripId,
        patientId: w.patientId,
        expectedTripStatus: "pending",
        tripStatus: status,
        reasonForCancellation: "Duplicate booking",
        cancelledByParty: "dispatch",
      });
    const results = await Promise.all([
      create(body("confirmed")),
      create(body("cancelled")),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it("assigns a driver; dispatcher notes are stored but hidden from the driver", async () => {
    const driverUser = await as(w.t, "driver");
    // Certified and attested on the trip's day, so the assignment check (issue 10) lets it pass.
    const driver = await buildDriver(w.t.db, {
      userId: driverUser.user.id,
      cprCertifiedUntil: "2099-01-01",
      wheelchairCertifiedUntil: "2099-01-01",
    });
    await buildInfluenceStatusRecord(w.t.db, {
      driverId: driver.id,
      createdAt: new Date(PICK_UP),
    });
    // A patient of its own: the file's other trips at the same time would be a patient overlap.
    const own = await buildPatient(w.t.db);
    const trip = (
      await create(
        buildTrip({
          patientId: own.id,
          driverId: driver.id,
          dispatcherNotes: "Gate code 4411",
        }),
      )
    ).json().data;
    expect(trip.dispatcherNotes).toBe("Gate code 4411");
    const seen = await get(
      w.t,
      `/api/trips/${trip.tripId}`,
      driverUser.headers,
    );
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.dispatcherNotes).toBeNull();
  });
});

describe("one transaction per write", () => {
  it("a failing return leg leaves neither leg nor any activity", async () => {
    // A test-only trigger refuses return legs, so the second insert of the booking fails.
    await w.t.db.execute(sql`
      create or replace function refuse_return_legs() returns trigger as $$
      begin
        if new.direction = 'return' then
          raise exception 'no return legs' using errcode = '22023';
        end if;
        return new;
      end; $$ language plpgsql`);
    await w.t.db.execute(sql`
      create trigger refuse_return_legs before insert on trips
      for each row execute function refuse_return_legs()`);
    try {
      const patient = await buildPatient(w.t.db);
      const res = await create(
        buildTrip({
          patientId: patient.id,
          isRoundTrip: true,
          returnPickUpDatetime: "2026-03-10T18:00:00.000Z",
        }),
      );
      expect(res.statusCode, res.body).toBe(422);
      const stored = await w.t.db
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.patientId, patient.id));
      expect(stored).toEqual([]);
      const written = await w.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(sql`${activities.changes}::text like ${`%${patient.id}%`}`);
      expect(written[0].n).toBe(0);
    } finally {
      await w.t.db.execute(sql`drop trigger refuse_return_legs on trips`);
    }
  });
});
