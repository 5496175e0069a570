import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { activities, trips } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
} from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import {
  buildTrip,
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  PICK_UP,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
let admin: { firstName: string; lastName: string; id: string };
let patientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await as(t, "dataadmin");
  dataadmin = signedIn.headers;
  admin = signedIn.user;
  await priceAllBookingTypes(t.db);
  patientId = (
    await buildPatient(t.db, { firstName: "Ada", lastName: "Lovelace" })
  ).id;
});
afterAll(() => t.close());

const quoteBody = {
  bookingType: "private",
  pickUpDatetime: "2026-03-10T14:00:00.000Z",
  wheelchairTrip: true,
  stretcherTrip: false,
  isRoundTrip: false,
  pickUpAddress: HOME_ADDRESS,
  dropOffAddress: CLINIC_ADDRESS,
};

const create = (body: Record<string, unknown>, headers = dataadmin) =>
  post(t, "/api/trips", body, headers);

describe("the generic calls", () => {
  it("creates a trip with the §3 defaults and the read-side extras", async () => {
    const res = await create(buildTrip({ patientId }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.code).toBe(201);
    expect(body.message).toBe("New Trip added.");
    const trip = body.data;
    expect(trip).toMatchObject({
      _id: trip.tripId,
      id: trip.tripId,
      patientId,
      bookingUserId: admin.id,
      tripPurpose: "doctor_appointment",
      tripStatus: "pending",
      bookingType: "private",
      payorType: "private",
      wheelchairTrip: true,
      stretcherTrip: false,
      patientHasCovid: false,
      patientIsAwakeAndAlert: false,
      isRoundTrip: false,
      confirmed: false,
      cancelled: false,
      willCall: false,
      oxygen: false,
      additionalWaitTimeInMinutes: 0,
      attendantCount: 0,
      guestCount: 0,
      direction: "outbound",
      linkedTripId: null,
      driverId: null,
      facilityId: null,
      pickUpDatetime: "2026-03-10T14:00:00.000Z",
      // Absent: the caller's name.
      requesterName: `${admin.firstName} ${admin.lastName}`,
      patient: {
        patientId,
        firstName: "Ada",
        lastName: "Lovelace",
        phone: null,
      },
      routeLocationPair: {
        routeLocationPairId: trip.routeLocationPairId,
        originName: "Home",
        destinationName: "Mercy Dialysis",
      },
      paymentRecord: null,
    });
    expect(trip.fare.fareId).toBe(trip.fareId);
    expect(trip.distanceInMiles).toBeGreaterThan(3);
    expect(trip.pickUpAddress).toEqual({ ...HOME_ADDRESS, line2: null });
  });

  it("gets it, updates it (200 'Trip updated.'), deletes it, then 404", async () => {
    const created = (await create(buildTrip({ patientId }))).json().data;
    const got = await get(t, `/api/trips/${created.tripId}`, dataadmin);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toEqual(created);

    const updated = await create(
      buildTrip({
        tripId: created.tripId,
        patientId,
        specialInstructions: "Ring twice",
        requesterName: "Jo Requester",
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe("Trip updated.");
    expect(updated.json().data).toMatchObject({
      specialInstructions: "Ring twice",
      requesterName: "Jo Requester",
      bookingUserId: admin.id,
    });

    const deleted = await del(t, `/api/trips/${created.tripId}`, dataadmin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe("Trip deleted.");
    expectError(
      await get(t, `/api/trips/${created.tripId}`, dataadmin),
      404,
      "Trip not found.",
    );
    // Every change is in the trip's history, in the same transaction as the change (and each read
    // by id in the access record, issue 11); the read after the delete is a refused attempt (issue 21).
    const actions = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.modelId, created.tripId))
      .orderBy(activities.createdAt);
    expect(actions.map((a) => a.action).filter((a) => a !== "read")).toEqual([
      "created",
      "updated",
      "deleted",
      "refused",
    ]);
  });

  it("404 for an unknown or malformed id, on get, update and delete", async () => {
    const unknown = randomUUID();
    expectError(
      await get(t, `/api/trips/${unknown}`, dataadmin),
      404,
      "Trip not found.",
    );
    expectError(
      await get(t, "/api/trips/not-an-id", dataadmin),
      404,
      "Trip not found.",
    );
    expectError(
      await create(buildTrip({ tripId: unknown, patientId })),
      404,
      "Trip not found.",
    );
    expectError(
      await del(t, `/api/trips/${unknown}`, dataadmin),
      404,
      "Trip not found.",
    );
  });

  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/trips/${id}`),
      await post(t, "/api/trips/search", {}),
      await post(t, "/api/trips", buildTrip({ patientId })),
      await del(t, `/api/trips/${id}`),
      await post(t, "/api/trips/fare-quote", quoteBody),
    ])
      expectError(res, 401);
  });

  it("403 for a driver writing or deleting, and for a customer deleting", async () => {
    const driver = (await as(t, "driver")).headers;
    const customer = (await as(t, "customer")).headers;
    const trip = (await create(buildTrip({ patientId }))).json().data;
    expectError(await create(buildTrip({ patientId }), driver), 403);
    expectError(await del(t, `/api/trips/${trip.tripId}`, driver), 403);
    expectError(await del(t, `/api/trips/${trip.tripId}`, customer), 403);
  });
});

describe("validation (422 with field errors, nothing stored)", () => {
  const count = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(trips))[0].n;

  it("names each missing or wrong field", async () => {
    const before = await count();
    const res = await create({
      pickUpAddress: HOME_ADDRESS,
      dropOffAddress: CLINIC_ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: "patientId", message: TRIP_MESSAGES.patientRequired },
        { field: "pickUpDatetime", message: TRIP_MESSAGES.pickUpRequired },
      ]),
    );
    // Neither is an ambulatory trip (issue 22); both at once is refused.
    const equipment = await create(
      buildTrip({ patientId, wheelchairTrip: true, stretcherTrip: true }),
    );
    expect(equipment.json().errors).toEqual([
      { field: "stretcherTrip", message: TRIP_MESSAGES.equipmentBoth },
    ]);
    const appointment = await create(
      buildTrip({ patientId, appointmentAt: "2026-03-10T13:00:00.000Z" }),
    );
    expect(appointment.json().errors).toEqual([
      {
        field: "appointmentAt",
        message: TRIP_MESSAGES.appointmentBeforePickUp,
      },
    ]);
    const coordinates = await create(
      buildTrip({
        patientId,
        pickUpAddress: { ...HOME_ADDRESS, latitude: 91 },
      }),
    );
    expect(coordinates.json().errors).toEqual([
      { field: "pickUpAddress.latitude", message: TRIP_MESSAGES.coordinates },
    ]);
    expect(await count()).toBe(before);
  });

  it.each([
    ["patientId", TRIP_MESSAGES.unknownPatient],
    ["driverId", TRIP_MESSAGES.unknownDriver],
    ["vehicleId", TRIP_MESSAGES.unknownVehicle],
    ["facilityId", TRIP_MESSAGES.unknownFacility],
    ["insuranceProviderId", TRIP_MESSAGES.unknownInsurer],
  ])("a %s that does not exist is a field error", async (field, message) => {
    const before = await count();
    const res = await create(
      buildTrip({
        patientId,
        payorType: field === "insuranceProviderId" ? "insurance" : "private",
        insurancePolicyId: "POL-1",
        [field]: randomUUID(),
      }),
    );
    expectError(res, 422, `${field}: ${message}`, [{ field, message }]);
    expect(await count()).toBe(before);
  });

  it("dispatch's facility is stored as given, or the patient's when absent", async () => {
    const f = await buildFacility(t.db);
    const g = await buildFacility(t.db);
    const patient = await buildPatient(t.db, { facilityId: f.id });
    const own = await create(buildTrip({ patientId: patient.id }));
    expect(own.json().data.facilityId).toBe(f.id);
    const given = await create(
      buildTrip({ patientId: patient.id, facilityId: g.id }),
    );
    expect(given.json().data.facilityId).toBe(g.id);
  });
});

describe("the status through the upsert", () => {
  it("confirms through the lifecycle table (confirmedBy, confirmedAt) and records the move", async () => {
    const trip = (await create(buildTrip({ patientId }))).json().data;
    const res = await create(
      buildTrip({ tripId: trip.tripId, patientId, tripStatus: "confirmed" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tripStatus: "confirmed",
      confirmed: true,
      confirmedBy: `${admin.firstName} ${admin.lastName}`,
    });
    expect(res.json().data.confirmedAt).toEqual(expect.any(String));
    const [last] = await t.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.modelId, trip.tripId))
      .orderBy(sql`${activities.createdAt} desc`)
      .limit(1);
    expect(last.action).toBe("confirm");
  });

  it("refuses an illegal move with 409 and changes nothing", async () => {
    const trip = (await create(buildTrip({ patientId }))).json().data;
    const res = await create(
      buildTrip({
        tripId: trip.tripId,
        patientId,
        tripStatus: "completed",
        specialInstructions: "changed",
      }),
    );
    expectError(res, 409, "A trip cannot go from pending to completed.");
    const got = (await get(t, `/api/trips/${trip.tripId}`, dataadmin)).json()
      .data;
    expect(got.tripStatus).toBe("pending");
    expect(got.specialInstructions).toBeNull();
  });

  it("409 when the caller expected another status, naming the current one", async () => {
    const trip = (await create(buildTrip({ patientId }))).json().data;
    await create(
      buildTrip({ tripId: trip.tripId, patientId, tripStatus: "confirmed" }),
    );
    const stale = await create(
      buildTrip({
        tripId: trip.tripId,
        patientId,
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
    const got = (await get(t, `/api/trips/${trip.tripId}`, dataadmin)).json()
      .data;
    expect(got.tripStatus).toBe("confirmed");
  });

  it("two dispatchers acting on the same pending trip: one wins, the other gets 409", async () => {
    const trip = (await create(buildTrip({ patientId }))).json().data;
    // Whether the loser reads before the winner's commit (the conditional update matches no row)
    // or after it (the expected status is stale), it gets 409 and changes nothing.
    const body = (status: "confirmed" | "cancelled") =>
      buildTrip({
        tripId: trip.tripId,
        patientId,
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
    const driverUser = await as(t, "driver");
    // Certified and attested on the trip's day, so the assignment check (issue 10) lets it pass.
    const driver = await buildDriver(t.db, {
      userId: driverUser.user.id,
      cprCertifiedUntil: "2099-01-01",
      wheelchairCertifiedUntil: "2099-01-01",
    });
    await buildInfluenceStatusRecord(t.db, {
      driverId: driver.id,
      createdAt: new Date(PICK_UP),
    });
    // A patient of its own: the file's other trips at the same time would be a patient overlap.
    const own = await buildPatient(t.db);
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
    const seen = await get(t, `/api/trips/${trip.tripId}`, driverUser.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.dispatcherNotes).toBeNull();
  });
});

describe("one transaction per write", () => {
  it("a failing return leg leaves neither leg nor any activity", async () => {
    // A test-only trigger refuses return legs, so the second insert of the booking fails.
    await t.db.execute(sql`
      create or replace function refuse_return_legs() returns trigger as $$
      begin
        if new.direction = 'return' then
          raise exception 'no return legs' using errcode = '22023';
        end if;
        return new;
      end; $$ language plpgsql`);
    await t.db.execute(sql`
      create trigger refuse_return_legs before insert on trips
      for each row execute function refuse_return_legs()`);
    try {
      const patient = await buildPatient(t.db);
      const res = await create(
        buildTrip({
          patientId: patient.id,
          isRoundTrip: true,
          returnPickUpDatetime: "2026-03-10T18:00:00.000Z",
        }),
      );
      expect(res.statusCode, res.body).toBe(422);
      const stored = await t.db
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.patientId, patient.id));
      expect(stored).toEqual([]);
      const written = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(sql`${activities.changes}::text like ${`%${patient.id}%`}`);
      expect(written[0].n).toBe(0);
    } finally {
      await t.db.execute(sql`drop trigger refuse_return_legs on trips`);
    }
  });
});
