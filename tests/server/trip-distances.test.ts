/**
 * Real distances (issue 22): a trip booked with two plain street addresses (no coordinates) gets a
 * distance, a travel time and a fare with mileage, marked estimated when the ZIP-code centroid and
 * the straight line stood in for a geocoder and a router; with providers (a stand-in on 127.0.0.1)
 * their answers are used, kept, and not asked for again. Standing orders and patients' addresses go
 * through the same hook.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/expiry";
import { dayIn } from "../../domain/zonedTime";
import { testConfig } from "../../server/config";
import { patients, trips } from "../../server/db/schema";
import { backfillPatientCoordinates } from "../../server/geo/backfill";
import { zipCentroid } from "../../server/geo/zipCentroid";
import { estimateRoute } from "../../server/trips/routing";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import type { GeoStandIn } from "./support/geoStandIn";
import { startGeoStandIn } from "./support/geoStandIn";
import { buildPatient, patientBody } from "./support/patientFactories";
import { buildTrip, priceAllBookingTypes } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

/** Two street addresses as a spec client sends them: no coordinates. */
const HOME = {
  name: "Home",
  line1: "12 Elm Street",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
};
const CLINIC = {
  name: "Mercy Dialysis",
  line1: "2150 Morse Rd",
  city: "Columbus",
  state: "OH",
  postalCode: "43229",
};
/** The factory's private list: base 2500, 275 a mile, wheelchair 1500. */
const fareOf = (miles: number) => 2500 + Math.round(miles * 275) + 1500;

let t: TestApp;
let dispatch: Headers;
let patientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await priceAllBookingTypes(t.db);
  dispatch = (await as(t, "dataadmin")).headers;
  patientId = (await buildPatient(t.db)).id;
});
afterAll(() => t.close());

const book = (overrides: Record<string, unknown> = {}) =>
  post(
    t,
    "/api/trips",
    buildTrip({
      patientId,
      pickUpAddress: HOME,
      dropOffAddress: CLINIC,
      ...overrides,
    }),
    dispatch,
  );

describe("without providers: the ZIP-code centroids and the road factor", () => {
  it("fills distance, time, the estimated mark and a fare with mileage", async () => {
    const res = await book();
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    const from = (await zipCentroid("43215"))!;
    const to = (await zipCentroid("43229"))!;
    const route = estimateRoute(from, to, testConfig());
    expect(route.distanceInMiles).toBeGreaterThan(5);
    expect(trip).toMatchObject({
      distanceInMiles: route.distanceInMiles,
      travelTimeInMinutes: route.travelTimeInMinutes,
      distanceEstimated: true,
      pickUpAddress: { ...HOME, ...from },
      dropOffAddress: { ...CLINIC, ...to },
    });
    expect(trip.fare).toMatchObject({
      totalCents: fareOf(route.distanceInMiles),
      estimated: true,
    });
  });

  it("quotes the same distance and mark before the booking", async () => {
    const res = await post(
      t,
      "/api/trips/fare-quote",
      {
        bookingType: "private",
        pickUpDatetime: "2026-03-10T14:00:00.000Z",
        wheelchairTrip: true,
        stretcherTrip: false,
        isRoundTrip: false,
        pickUpAddress: HOME,
        dropOffAddress: CLINIC,
      },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const booked = (await book()).json().data;
    expect(res.json().data).toMatchObject({
      distanceInMiles: booked.distanceInMiles,
      distanceEstimated: true,
      totalCents: booked.fare.totalCents,
    });
  });

  it("re-routes when an address changes, even if the form sent the old coordinates back", async () => {
    const trip = (await book()).json().data;
    const moved = await book({
      tripId: trip.tripId,
      pickUpAddress: trip.pickUpAddress,
      // A new street address with the old one's coordinates, as an edit form sends it.
      dropOffAddress: { ...trip.dropOffAddress, line1: "1 Far Road", postalCode: "43082" }, // prettier-ignore
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const far = (await zipCentroid("43082"))!;
    expect(moved.json().data.dropOffAddress).toMatchObject(far);
    expect(moved.json().data.distanceInMiles).toBeGreaterThan(
      trip.distanceInMiles,
    );
    // Sent back unchanged, the centroid coordinates still read as an estimate.
    const same = await book({
      tripId: trip.tripId,
      pickUpAddress: moved.json().data.dropOffAddress,
      dropOffAddress: moved.json().data.pickUpAddress,
    });
    expect(same.json().data).toMatchObject({
      distanceInMiles: moved.json().data.distanceInMiles,
      distanceEstimated: true,
    });
  });

  it("fills the trips a standing order generates", async () => {
    const today = dayIn(new Date(), "America/New_York");
    const res = await post(
      t,
      "/api/standing-orders",
      {
        patientId,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startDate: addDays(today, 1),
        pickUpTime: "06:30",
        pickUpAddress: HOME,
        dropOffAddress: CLINIC,
      },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(201);
    const generated = await t.db
      .select()
      .from(trips)
      .where(eq(trips.standingOrderId, res.json().data.standingOrderId));
    expect(generated.length).toBeGreaterThan(0);
    for (const trip of generated) {
      expect(trip.distanceInMiles).toBeGreaterThan(5);
      expect(trip.travelTimeInMinutes).toBeGreaterThan(0);
      expect(trip.distanceEstimated).toBe(true);
      expect(trip.fare?.mileageCents).toBeGreaterThan(0);
      expect(trip.pickUpAddress.latitude).toBeTypeOf("number");
    }
  });

  it("gives a saved patient's addresses coordinates", async () => {
    const res = await post(t, "/api/patients", patientBody(), dispatch);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db
      .select()
      .from(patients)
      .where(eq(patients.id, res.json().data.patientId));
    expect(stored.addresses[0]).toMatchObject((await zipCentroid("43215"))!);
    expect(res.json().data.addresses[0].latitude).toBeTypeOf("number");
  });
});

describe("patients saved before addresses were located", () => {
  it("get coordinates from the start-up backfill, once", async () => {
    const old = await buildPatient(t.db, {
      addresses: [
        { label: "Home", line1: "1 Old Road", city: "Columbus", state: "OH", postalCode: "43229" },
        { label: "Nowhere", line1: "2 Old Road", city: "Columbus", state: "OH", postalCode: "00000" },
      ],
    }); // prettier-ignore
    const deps = { db: t.db, config: testConfig() };
    expect(await backfillPatientCoordinates(deps)).toBeGreaterThan(0);
    const [stored] = await t.db
      .select()
      .from(patients)
      .where(eq(patients.id, old.id));
    expect(stored.addresses[0]).toMatchObject((await zipCentroid("43229"))!);
    // An unknown ZIP code is tried once and left without coordinates.
    expect(stored.addresses[1]).toMatchObject({
      latitude: null,
      longitude: null,
    });
    expect(await backfillPatientCoordinates(deps)).toBe(0);
  });
});

describe("with a geocoder and a router", () => {
  let standIn: GeoStandIn;
  let routed: TestApp;
  let headers: Headers;
  let rider: string;
  beforeAll(async () => {
    standIn = await startGeoStandIn();
    standIn.places.set(HOME.line1, { lat: "39.9612", lon: "-82.9988" });
    standIn.places.set(CLINIC.line1, { lat: "40.0592", lon: "-82.9571" });
    routed = await buildTestApp({
      GEOCODER_URL: standIn.url,
      ROUTING_URL: standIn.url,
    });
    await priceAllBookingTypes(routed.db);
    headers = (await as(routed, "dataadmin")).headers;
    rider = (await buildPatient(routed.db)).id;
  });
  afterAll(async () => {
    await routed.close();
    await standIn.close();
  });

  const bookThere = () =>
    post(
      routed,
      "/api/trips",
      buildTrip({
        patientId: rider,
        pickUpAddress: HOME,
        dropOffAddress: CLINIC,
      }),
      headers,
    );

  it("uses their answers, and a second booking asks neither again", async () => {
    const first = await bookThere();
    expect(first.statusCode, first.body).toBe(201);
    // Two addresses geocoded, one route.
    expect(standIn.asked).toHaveLength(3);
    expect(first.json().data).toMatchObject({
      distanceInMiles: 10,
      travelTimeInMinutes: 20,
      distanceEstimated: false,
      pickUpAddress: { latitude: 39.9612, longitude: -82.9988 },
      fare: { totalCents: fareOf(10), estimated: false },
    });
    const second = await bookThere();
    expect(second.statusCode, second.body).toBe(201);
    expect(standIn.asked).toHaveLength(3);
    expect(second.json().data).toMatchObject({
      distanceInMiles: 10,
      distanceEstimated: false,
    });
  });

  it("books with the estimate when both are down", async () => {
    standIn.mode = "error";
    const res = await post(
      routed,
      "/api/trips",
      buildTrip({
        patientId: rider,
        pickUpAddress: { ...HOME, line1: "99 Down Street" },
        dropOffAddress: { ...CLINIC, line1: "98 Down Street" },
      }),
      headers,
    );
    standIn.mode = "ok";
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ distanceEstimated: true });
    expect(res.json().data.distanceInMiles).toBeGreaterThan(5);
  });
});
