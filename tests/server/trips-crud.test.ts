/**
 * The trip API: the generic calls and validation. The status through the upsert and the one
 * transaction per write are in trips-status.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { activities, trips } from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import { buildFacility } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import {
  buildTrip,
  CLINIC_ADDRESS,
  HOME_ADDRESS,
} from "./support/tripFactories";
import { tripsWorld } from "./support/tripsWorld";

const { w, create } = tripsWorld();

const quoteBody = {
  bookingType: "private",
  pickUpDatetime: "2026-03-10T14:00:00.000Z",
  wheelchairTrip: true,
  stretcherTrip: false,
  isRoundTrip: false,
  pickUpAddress: HOME_ADDRESS,
  dropOffAddress: CLINIC_ADDRESS,
};

describe("the generic calls", () => {
  it("creates a trip with the §3 defaults and the read-side extras", async () => {
    const res = await create(buildTrip({ patientId: w.patientId }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.code).toBe(201);
    expect(body.message).toBe("New Trip added.");
    const trip = body.data;
    expect(trip).toMatchObject({
      _id: trip.tripId,
      id: trip.tripId,
      patientId: w.patientId,
      bookingUserId: w.admin.id,
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
      requesterName: `${w.admin.firstName} ${w.admin.lastName}`,
      patient: {
        patientId: w.patientId,
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
    const created = (await create(buildTrip({ patientId: w.patientId }))).json()
      .data;
    const got = await get(w.t, `/api/trips/${created.tripId}`, w.dataadmin);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toEqual(created);

    const updated = await create(
      buildTrip({
        tripId: created.tripId,
        patientId: w.patientId,
        specialInstructions: "Ring twice",
        requesterName: "Jo Requester",
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe("Trip updated.");
    expect(updated.json().data).toMatchObject({
      specialInstructions: "Ring twice",
      requesterName: "Jo Requester",
      bookingUserId: w.admin.id,
    });

    const deleted = await del(w.t, `/api/trips/${created.tripId}`, w.dataadmin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe("Trip deleted.");
    expectError(
      await get(w.t, `/api/trips/${created.tripId}`, w.dataadmin),
      404,
      "Trip not found.",
    );
    // Every change is in the trip's history, in the same transaction as the change (and each read
    // by id in the access record, issue 11); the read after the delete is a refused attempt (issue 21).
    const actions = await w.t.db
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
      await get(w.t, `/api/trips/${unknown}`, w.dataadmin),
      404,
      "Trip not found.",
    );
    expectError(
      await get(w.t, "/api/trips/not-an-id", w.dataadmin),
      404,
      "Trip not found.",
    );
    expectError(
      await create(buildTrip({ tripId: unknown, patientId: w.patientId })),
      404,
      "Trip not found.",
    );
    expectError(
      await del(w.t, `/api/trips/${unknown}`, w.dataadmin),
      404,
      "Trip not found.",
    );
  });

  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(w.t, `/api/trips/${id}`),
      await post(w.t, "/api/trips/search", {}),
      await post(w.t, "/api/trips", buildTrip({ patientId: w.patientId })),
      await del(w.t, `/api/trips/${id}`),
      await post(w.t, "/api/trips/fare-quote", quoteBody),
    ])
      expectError(res, 401);
  });

  it("403 for a driver writing or deleting, and for a customer deleting", async () => {
    const driver = (await as(w.t, "driver")).headers;
    const customer = (await as(w.t, "customer")).headers;
    const trip = (await create(buildTrip({ patientId: w.patientId }))).json()
      .data;
    expectError(
      await create(buildTrip({ patientId: w.patientId }), driver),
      403,
    );
    expectError(await del(w.t, `/api/trips/${trip.tripId}`, driver), 403);
    expectError(await del(w.t, `/api/trips/${trip.tripId}`, customer), 403);
  });
});

describe("validation (422 with field errors, nothing stored)", () => {
  const count = async () =>
    (await w.t.db.select({ n: sql<number>`count(*)::int` }).from(trips))[0].n;

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
      buildTrip({
        patientId: w.patientId,
        wheelchairTrip: true,
        stretcherTrip: true,
      }),
    );
    expect(equipment.json().errors).toEqual([
      { field: "stretcherTrip", message: TRIP_MESSAGES.equipmentBoth },
    ]);
    const appointment = await create(
      buildTrip({
        patientId: w.patientId,
        appointmentAt: "2026-03-10T13:00:00.000Z",
      }),
    );
    expect(appointment.json().errors).toEqual([
      {
        field: "appointmentAt",
        message: TRIP_MESSAGES.appointmentBeforePickUp,
      },
    ]);
    const coordinates = await create(
      buildTrip({
        patientId: w.patientId,
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
        patientId: w.patientId,
        payorType: field === "insuranceProviderId" ? "insurance" : "private",
        insurancePolicyId: "POL-1",
        [field]: randomUUID(),
      }),
    );
    expectError(res, 422, `${field}: ${message}`, [{ field, message }]);
    expect(await count()).toBe(before);
  });

  it("dispatch's facility is stored as given, or the patient's when absent", async () => {
    const f = await buildFacility(w.t.db);
    const g = await buildFacility(w.t.db);
    const patient = await buildPatient(w.t.db, { facilityId: f.id });
    const own = await create(buildTrip({ patientId: patient.id }));
    expect(own.json().data.facilityId).toBe(f.id);
    const given = await create(
      buildTrip({ patientId: patient.id, facilityId: g.id }),
    );
    expect(given.json().data.facilityId).toBe(g.id);
  });
});
