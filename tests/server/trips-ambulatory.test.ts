/**
 * Issue 22: ambulatory trips (neither wheelchair nor stretcher), the cancelling party a spec client
 * leaves out, and a facility's booking defaults for its own staff.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { boardMatches } from "../../server/trips/board";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import { buildFacility } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import {
  buildTrip,
  insertTrip,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dispatch: Headers;
let patientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
  await priceAllBookingTypes(t.db);
  patientId = (await buildPatient(t.db)).id;
});
afterAll(() => t.close());

describe("ambulatory trips", () => {
  it("books a trip with neither wheelchair nor stretcher, at the fare without surcharge", async () => {
    const book = (equipment: Record<string, boolean>) =>
      post(t, "/api/trips", buildTrip({ patientId, ...equipment }), dispatch);
    const res = await book({ wheelchairTrip: false, stretcherTrip: false });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    expect(trip).toMatchObject({ wheelchairTrip: false, stretcherTrip: false });
    // The same ride in a wheelchair costs the factory list's surcharge (1500) more.
    const wheelchair = (await book({ wheelchairTrip: true })).json().data;
    expect(wheelchair.fare.totalCents - trip.fare.totalCents).toBe(1500);
  });

  it("refuses wheelchair and stretcher at once, on the field", async () => {
    const res = await post(
      t,
      "/api/trips",
      buildTrip({ patientId, wheelchairTrip: true, stretcherTrip: true }),
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "stretcherTrip", message: TRIP_MESSAGES.equipmentBoth },
    ]);
  });
});

describe("the board's mobility filter", () => {
  it("Ambulatory keeps the trips with neither flag only", async () => {
    const walking = await insertTrip(t.db, { patientId, wheelchairTrip: false, stretcherTrip: false }); // prettier-ignore
    const rolling = await insertTrip(t.db, { patientId, wheelchairTrip: true });
    const day = "2026-03-10";
    const f = { date: day, equipment: "ambulatory" } as const;
    expect(boardMatches(walking, f)).toBe(true);
    expect(boardMatches(rolling, f)).toBe(false);
    expect(boardMatches(rolling, { date: day, equipment: "wheelchair" })).toBe(true); // prettier-ignore
  });
});

describe("who cancelled, when a spec client does not say", () => {
  const cancel = async (headers: Headers, trip: { id: string; patientId: string }) =>
    post(
      t,
      "/api/trips",
      buildTrip({
        tripId: trip.id,
        patientId: trip.patientId,
        cancelled: true,
        reasonForCancellation: "Appointment moved",
      }),
      headers,
    ); // prettier-ignore

  it("the office: dispatch", async () => {
    const trip = await insertTrip(t.db, { patientId });
    const res = await cancel(dispatch, trip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      tripStatus: "cancelled",
      cancelled: true,
      reasonForCancellation: "Appointment moved",
      cancelledByParty: "dispatch",
    });
  });

  it("facility staff: facility", async () => {
    const facility = await buildFacility(t.db);
    const patient = await buildPatient(t.db, { facilityId: facility.id });
    const nurse = (await as(t, "nurse", { facilityId: facility.id })).headers;
    const trip = await insertTrip(t.db, {
      patientId: patient.id,
      facilityId: facility.id,
    });
    const res = await cancel(nurse, trip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancelledByParty).toBe("facility");
  });

  it("a customer: patient; the office may correct it afterwards", async () => {
    const customer = await as(t, "customer");
    const trip = await insertTrip(t.db, {
      patientId,
      bookingUserId: customer.user.id,
    });
    const res = await cancel(customer.headers, trip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancelledByParty).toBe("patient");
    const fixed = await post(
      t,
      "/api/trips",
      buildTrip({ tripId: trip.id, patientId, cancelledByParty: "facility" }),
      dispatch,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.cancelledByParty).toBe("facility");
  });
});

describe("a facility's booking defaults", () => {
  it("a nurse's booking for their patient is the facility's type and payor", async () => {
    for (const [facilityType, bookingType] of [
      ["facility", "facility"],
      ["hospital", "hospital"],
    ] as const) {
      const facility = await buildFacility(t.db, { facilityType });
      const patient = await buildPatient(t.db, { facilityId: facility.id });
      for (const role of ["nurse", "facilityadmin"] as const) {
        const { headers } = await as(t, role, { facilityId: facility.id });
        const res = await post(
          t,
          "/api/trips",
          buildTrip({ patientId: patient.id }),
          headers,
        );
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data).toMatchObject({
          bookingType,
          payorType: "facility",
          facilityId: facility.id,
        });
      }
    }
  });

  it("what the body says wins; dispatch's default stays private", async () => {
    const facility = await buildFacility(t.db);
    const patient = await buildPatient(t.db, { facilityId: facility.id });
    const nurse = (await as(t, "nurse", { facilityId: facility.id })).headers;
    const own = await post(
      t,
      "/api/trips",
      buildTrip({ patientId: patient.id, bookingType: "private", payorType: "private" }),
      nurse,
    ); // prettier-ignore
    expect(own.json().data).toMatchObject({
      bookingType: "private",
      payorType: "private",
    });
    const office = await post(
      t,
      "/api/trips",
      buildTrip({ patientId: patient.id }),
      dispatch,
    );
    expect(office.json().data).toMatchObject({
      bookingType: "private",
      payorType: "private",
    });
    // An update that leaves them out keeps what is stored.
    const kept = await post(
      t,
      "/api/trips",
      buildTrip({ tripId: office.json().data.tripId, patientId: patient.id, bookingType: "facility", payorType: "facility" }),
      dispatch,
    ); // prettier-ignore
    expect(kept.json().data.bookingType).toBe("facility");
    const again = await post(
      t,
      "/api/trips",
      buildTrip({ tripId: office.json().data.tripId, patientId: patient.id, specialInstructions: "x" }),
      dispatch,
    ); // prettier-ignore
    expect(again.json().data).toMatchObject({
      bookingType: "facility",
      payorType: "facility",
    });
  });
});
