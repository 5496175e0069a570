/**
 * Booking within one's scope (§6): facility staff (request-trips) and customers, and the patients
 * a customer reaches. Who sees which trip is in trips-access.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildPatient, patientBody } from "./support/patientFactories";
import { buildTrip, insertTrip } from "./support/tripFactories";
import { tripsAccessWorld } from "./support/tripsAccessWorld";

const { w } = tripsAccessWorld();

describe("facility staff booking (request-trips)", () => {
  let nurse: Headers;
  beforeAll(async () => {
    nurse = (await as(w.t, "nurse", { facilityId: w.facilityA })).headers;
  });

  it("books a pending trip for their facility's patient, facility forced to theirs", async () => {
    const res = await post(
      w.t,
      "/api/trips",
      buildTrip({ patientId: w.patientA }),
      nurse,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      facilityId: w.facilityA,
      tripStatus: "pending",
    });
  });

  it("422 for another facility's patient, 403 for another facility", async () => {
    expectError(
      await post(
        w.t,
        "/api/trips",
        buildTrip({ patientId: w.patientB }),
        nurse,
      ),
      422,
      `patientId: ${TRIP_MESSAGES.unknownPatient}`,
      [{ field: "patientId", message: TRIP_MESSAGES.unknownPatient }],
    );
    expectError(
      await post(
        w.t,
        "/api/trips",
        buildTrip({ patientId: w.patientA, facilityId: w.facilityB }),
        nurse,
      ),
      403,
      TRIP_MESSAGES.otherFacility,
    );
  });

  it.each([
    ["driverId", "driver"],
    ["dispatcherNotes", "text"],
    ["outcomeCode", "completed"],
    ["tripStatus", "confirmed"],
  ])("403 setting %s", async (field, kind) => {
    const value =
      kind === "driver"
        ? (await buildDriver(w.t.db)).id
        : kind === "text"
          ? "Note"
          : kind;
    const res = await post(
      w.t,
      "/api/trips",
      buildTrip({ patientId: w.patientA, [field]: value }),
      nurse,
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors[0].field).toBe(field);
  });

  it("edits their pending trip, and cannot once dispatch confirmed it", async () => {
    const trip = (
      await post(w.t, "/api/trips", buildTrip({ patientId: w.patientA }), nurse)
    ).json().data;
    const edit = (extra: Record<string, unknown> = {}) =>
      post(
        w.t,
        "/api/trips",
        buildTrip({ tripId: trip.tripId, patientId: w.patientA, ...extra }),
        nurse,
      );
    const ok = await edit({ specialInstructions: "Oxygen tank" });
    expect(ok.statusCode, ok.body).toBe(200);
    const dispatch = (await as(w.t, "dataadmin")).headers;
    await post(
      w.t,
      "/api/trips",
      buildTrip({
        tripId: trip.tripId,
        patientId: w.patientA,
        tripStatus: "confirmed",
      }),
      dispatch,
    );
    expectError(
      await edit(),
      403,
      "This trip is confirmed: only dispatch can change it now.",
    );
    expectError(await del(w.t, `/api/trips/${trip.tripId}`, nurse), 403);
  });
});

describe("customer booking and the patients they reach", () => {
  it("adds a patient, books for them; never anyone else's patient", async () => {
    const created = await post(
      w.t,
      "/api/patients",
      patientBody(),
      w.customer.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const patient = created.json().data;
    expect(patient.facilityId).toBeNull();

    const trip = await post(
      w.t,
      "/api/trips",
      buildTrip({ patientId: patient.patientId }),
      w.customer.headers,
    );
    expect(trip.statusCode, trip.body).toBe(201);
    expect(trip.json().data).toMatchObject({
      facilityId: null,
      bookingUserId: w.customer.id,
      tripStatus: "pending",
    });

    expectError(
      await post(
        w.t,
        "/api/trips",
        buildTrip({ patientId: w.patientA }),
        w.customer.headers,
      ),
      422,
      `patientId: ${TRIP_MESSAGES.unknownPatient}`,
      [{ field: "patientId", message: TRIP_MESSAGES.unknownPatient }],
    );
  });

  it("reads the patients they created or booked for, edits only the ones they created", async () => {
    const other = await as(w.t, "customer");
    const own = (
      await post(w.t, "/api/patients", patientBody(), other.headers)
    ).json().data;
    const booked = await buildPatient(w.t.db);
    await insertTrip(w.t.db, {
      patientId: booked.id,
      bookingUserId: other.user.id,
    });
    const seen = await search(w.t, "/patients", other.headers);
    expect(seen.data.map((p) => p.patientId).sort()).toEqual(
      [own.patientId, booked.id].sort(),
    );
    expectError(
      await get(w.t, `/api/patients/${w.patientA}`, other.headers),
      404,
      "Patient not found.",
    );
    const renamed = await post(
      w.t,
      "/api/patients",
      patientBody({ patientId: own.patientId, firstName: "Renamed" }),
      other.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectError(
      await post(
        w.t,
        "/api/patients",
        patientBody({ patientId: booked.id }),
        other.headers,
      ),
      403,
      "You can only change the patients you added.",
    );
    expectError(
      await del(w.t, `/api/patients/${own.patientId}`, other.headers),
      403,
    );
  });

  it("cancels their own pending trip through the lifecycle table", async () => {
    const patient = (
      await post(w.t, "/api/patients", patientBody(), w.customer.headers)
    ).json().data;
    const trip = (
      await post(
        w.t,
        "/api/trips",
        buildTrip({ patientId: patient.patientId }),
        w.customer.headers,
      )
    ).json().data;
    const res = await post(
      w.t,
      "/api/trips",
      buildTrip({
        tripId: trip.tripId,
        patientId: patient.patientId,
        tripStatus: "cancelled",
        reasonForCancellation: "Appointment moved",
        cancelledByParty: "patient",
      }),
      w.customer.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tripStatus: "cancelled",
      cancelled: true,
    });
  });
});
