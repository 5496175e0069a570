import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { testConfig } from "../../server/config";
import { cachedRoutes, trips } from "../../server/db/schema";
import { estimateRoute } from "../../server/trips/routing";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildPatient, buildTripPrice } from "./support/patientFactories";
import {
  buildTrip,
  CLINIC_ADDRESS,
  HOME_ADDRESS,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dispatch: Headers;
let patientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
  patientId = (await buildPatient(t.db)).id;
  // private: the factory's list (base 2500, 275/mile, wheelchair 1500, stretcher 4500, wait 50).
  await buildTripPrice(t.db, {
    bookingType: "private",
    effectiveFrom: "2025-01-01",
  });
  // A list whose wheelchair trip without mileage costs $59.05.
  await buildTripPrice(t.db, {
    bookingType: "facility",
    baseFareCents: 4405,
    wheelchairSurchargeCents: 1500,
    effectiveFrom: "2025-01-01",
  });
  // A price change on April 1st (in the operator's time zone).
  await buildTripPrice(t.db, {
    bookingType: "facility",
    baseFareCents: 9000,
    wheelchairSurchargeCents: 1000,
    effectiveFrom: "2026-04-01",
  });
});
afterAll(() => t.close());

const book = (overrides: Record<string, unknown>) =>
  post(t, "/api/trips", buildTrip({ patientId, ...overrides }), dispatch);
/** No coordinates, and a ZIP code the centroid table does not know (issue 22): nothing to measure. */
const NO_COORDINATES = {
  pickUpAddress: { ...HOME_ADDRESS, postalCode: "00000", latitude: null, longitude: null }, // prettier-ignore
  dropOffAddress: { ...CLINIC_ADDRESS, postalCode: "00000", latitude: null, longitude: null }, // prettier-ignore
};

describe("the fare is the server's", () => {
  it("is computed from the routed distance and the price list in effect", async () => {
    const res = await book({});
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    const route = estimateRoute(HOME_ADDRESS, CLINIC_ADDRESS, testConfig());
    expect(trip.distanceInMiles).toBe(route.distanceInMiles);
    expect(trip.travelTimeInMinutes).toBe(route.travelTimeInMinutes);
    const total = 2500 + Math.round(route.distanceInMiles * 275) + 1500;
    expect(trip.fare).toEqual({
      fareId: trip.fareId,
      totalCents: total,
      totalCostDollars: Math.floor(total / 100),
      totalCostCents: String(total % 100).padStart(2, "0"),
      // The straight-line estimate (no routing service): issue 22.
      estimated: true,
    });
  });

  it("ignores a fare, distance or fare id the client sends", async () => {
    const res = await book({
      distanceInMiles: 999,
      travelTimeInMinutes: 1,
      fare: { totalCents: 1 },
      fareTotalCents: 1,
      fareId: "11111111-1111-4111-8111-111111111111",
      ...NO_COORDINATES,
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    // No coordinates and no known ZIP code: no distance, so no mileage (base and wheelchair only).
    expect(trip.distanceInMiles).toBeNull();
    expect(trip.travelTimeInMinutes).toBeNull();
    expect(trip.fare.totalCents).toBe(4000);
    expect(trip.fareId).not.toBe("11111111-1111-4111-8111-111111111111");
  });

  it("shows money as dollars and zero-padded cents (§9)", async () => {
    const res = await book({ bookingType: "facility", ...NO_COORDINATES });
    expect(res.json().data.fare).toMatchObject({
      totalCents: 5905,
      totalCostDollars: 59,
      totalCostCents: "05",
    });
  });

  it("picks the list by the pick-up's day in the operator's time zone", async () => {
    // 02:00 UTC on April 1st is 10 p.m. on March 31st in New York: the old list.
    const eve = await book({
      bookingType: "facility",
      pickUpDatetime: "2026-04-01T02:00:00.000Z",
      ...NO_COORDINATES,
    });
    expect(eve.json().data.fare.totalCents).toBe(5905);
    const day = await book({
      bookingType: "facility",
      pickUpDatetime: "2026-04-01T14:00:00.000Z",
      ...NO_COORDINATES,
    });
    expect(day.json().data.fare.totalCents).toBe(10000);
  });

  it("422 on bookingType when no price is in effect, and nothing is stored", async () => {
    const count = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(trips))[0].n;
    const before = await count();
    for (const overrides of [
      { bookingType: "hospital" },
      { pickUpDatetime: "2024-06-01T14:00:00.000Z" },
    ])
      expectError(
        await book(overrides),
        422,
        `bookingType: ${TRIP_MESSAGES.noPrice}`,
        [{ field: "bookingType", message: TRIP_MESSAGES.noPrice }],
      );
    expect(await count()).toBe(before);
  });

  it("is recomputed when a fare input changes, and only then", async () => {
    const trip = (await book(NO_COORDINATES)).json().data;
    const same = await book({
      tripId: trip.tripId,
      specialInstructions: "x",
      ...NO_COORDINATES,
    });
    expect(same.json().data.fareId).toBe(trip.fareId);
    const stretcher = await book({
      tripId: trip.tripId,
      // Both at once is refused (issue 22): a stretcher trip says it is not a wheelchair one.
      wheelchairTrip: false,
      stretcherTrip: true,
      ...NO_COORDINATES,
    });
    const fare = stretcher.json().data.fare;
    expect(fare.fareId).not.toBe(trip.fareId);
    expect(fare.totalCents).toBe(2500 + 4500);
  });
});

describe("POST /trips/fare-quote", () => {
  const quote = (overrides: Record<string, unknown> = {}, headers = dispatch) =>
    post(
      t,
      "/api/trips/fare-quote",
      {
        bookingType: "private",
        pickUpDatetime: "2026-03-10T14:00:00.000Z",
        wheelchairTrip: true,
        stretcherTrip: false,
        isRoundTrip: false,
        additionalWaitTimeInMinutes: 10,
        pickUpAddress: HOME_ADDRESS,
        dropOffAddress: CLINIC_ADDRESS,
        ...overrides,
      },
      headers,
    );

  it("answers what the booking will cost, both legs for a round trip", async () => {
    const one = await quote();
    expect(one.statusCode, one.body).toBe(200);
    const route = estimateRoute(HOME_ADDRESS, CLINIC_ADDRESS, testConfig());
    const leg = 2500 + Math.round(route.distanceInMiles * 275) + 1500;
    expect(one.json().data).toEqual({
      distanceInMiles: route.distanceInMiles,
      travelTimeInMinutes: route.travelTimeInMinutes,
      distanceEstimated: true,
      totalCents: leg + 500,
      totalCostDollars: Math.floor((leg + 500) / 100),
      totalCostCents: String((leg + 500) % 100).padStart(2, "0"),
      legs: 1,
    });
    const round = await quote({ isRoundTrip: true });
    expect(round.json().data).toMatchObject({
      totalCents: 2 * leg + 500,
      legs: 2,
    });
  });

  it("422 without a price; 403 for a driver", async () => {
    expectError(
      await quote({ bookingType: "hospital" }),
      422,
      `bookingType: ${TRIP_MESSAGES.noPrice}`,
      [{ field: "bookingType", message: TRIP_MESSAGES.noPrice }],
    );
    expectError(await quote({}, (await as(t, "driver")).headers), 403);
  });
});

describe("an OSRM-compatible routing service", () => {
  let service: http.Server;
  let answer: { status: number; body: unknown };
  let asked: string[] = [];
  let routed: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    service = http.createServer((req, res) => {
      asked.push(req.url ?? "");
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) =>
      service.listen(0, "127.0.0.1", resolve),
    );
    const { port } = service.address() as AddressInfo;
    routed = await buildTestApp({ ROUTING_URL: `http://127.0.0.1:${port}` });
    headers = (await as(routed, "dataadmin")).headers;
    await buildTripPrice(routed.db, {
      bookingType: "private",
      effectiveFrom: "2025-01-01",
    });
  });
  afterAll(async () => {
    await routed.close();
    await new Promise((resolve) => service.close(resolve));
  });

  const quoteOn = () =>
    post(
      routed,
      "/api/trips/fare-quote",
      {
        bookingType: "private",
        pickUpDatetime: "2026-03-10T14:00:00.000Z",
        wheelchairTrip: true,
        stretcherTrip: false,
        isRoundTrip: false,
        pickUpAddress: HOME_ADDRESS,
        dropOffAddress: CLINIC_ADDRESS,
      },
      headers,
    );

  it("is asked with longitude,latitude pairs and its distance is used", async () => {
    asked = [];
    answer = {
      status: 200,
      body: { code: "Ok", routes: [{ distance: 8046.72, duration: 900 }] },
    };
    const res = await quoteOn();
    expect(res.json().data).toMatchObject({
      distanceInMiles: 5,
      travelTimeInMinutes: 15,
    });
    expect(asked).toEqual([
      `/route/v1/driving/${HOME_ADDRESS.longitude},${HOME_ADDRESS.latitude};${CLINIC_ADDRESS.longitude},${CLINIC_ADDRESS.latitude}?overview=false`,
    ]);
  });

  it("falls back to the estimate when it fails", async () => {
    answer = { status: 500, body: { code: "Error" } };
    // The first answer was kept (issue 22): forget it, so the service is asked and fails.
    await routed.db.delete(cachedRoutes);
    const res = await quoteOn();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.distanceInMiles).toBe(
      estimateRoute(HOME_ADDRESS, CLINIC_ADDRESS, testConfig()).distanceInMiles,
    );
  });
});
