/**
 * Issue 21: a trip's positions are limited in pace (one per POSITION_MIN_INTERVAL_MS, else 429 with
 * Retry-After) and refused when implausible (faster than MAX_PLAUSIBLE_MPH from the last point: 422).
 * Earlier readings are put in place directly, with the arrival and reading times a test needs.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_PLAUSIBLE_MPH,
  POSITION_MESSAGES as PM,
  POSITION_MIN_INTERVAL_MS,
} from "../../domain/schemas/tripPosition";
import { tripPositions } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let driver: Headers;
let driverId: string;

/** About 69 miles per degree of latitude. */
const MILES_PER_DEGREE = 69.05;

beforeAll(async () => {
  t = await buildTestApp();
  const d = await as(t, "driver");
  driver = d.headers;
  driverId = (await buildDriver(t.db, { userId: d.user.id })).id;
});
afterAll(() => t.close());

const inProgressTrip = async () =>
  (await insertTrip(t.db, { driverId, tripStatus: "in-progress" })).id;

/** A stored reading taken and received `secondsAgo` ago, at this latitude. */
const earlier = (tripId: string, latitude: number, secondsAgo: number) => {
  const at = new Date(Date.now() - secondsAgo * 1000);
  return t.db.insert(tripPositions).values({
    tripId,
    driverId,
    latitude,
    longitude: -82.9988,
    accuracy: 10,
    recordedAt: at,
    createdAt: at,
  });
};

const send = (tripId: string, latitude: number) =>
  post(
    t,
    `/api/trips/${tripId}/positions`,
    {
      latitude,
      longitude: -82.9988,
      accuracy: 10,
      recordedAt: new Date().toISOString(),
    },
    driver,
  );

const stored = async (tripId: string) =>
  (
    await t.db
      .select()
      .from(tripPositions)
      .where(eq(tripPositions.tripId, tripId))
  ).length;

describe("the pace of a trip's positions", () => {
  it("refuses a second reading within the interval with 429 and Retry-After", async () => {
    const tripId = await inProgressTrip();
    expect((await send(tripId, 39.96)).statusCode).toBe(201);
    const res = await send(tripId, 39.9601);
    expect(res.statusCode, res.body).toBe(429);
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(POSITION_MIN_INTERVAL_MS / 1000);
    expect(res.json()).toEqual({ code: 429, message: PM.tooSoon(retryAfter) });
    expect(await stored(tripId)).toBe(1);
  });

  it("lets ten readings sent at once store one", async () => {
    const tripId = await inProgressTrip();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(tripId, 39.96 + i / 100_000)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(429)]);
    expect(await stored(tripId)).toBe(1);
  });

  it("takes the next reading once the interval has passed", async () => {
    const tripId = await inProgressTrip();
    await earlier(tripId, 39.96, POSITION_MIN_INTERVAL_MS / 1000 + 1);
    expect((await send(tripId, 39.9605)).statusCode).toBe(201);
    expect(await stored(tripId)).toBe(2);
  });
});

describe("an implausible position", () => {
  it(`is refused with 422 beyond ${MAX_PLAUSIBLE_MPH} mph from the last point`, async () => {
    const tripId = await inProgressTrip();
    await earlier(tripId, 39.96, 20);
    // 10 miles in 20 seconds: 1,800 mph.
    const res = await send(tripId, 39.96 + 10 / MILES_PER_DEGREE);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      code: 422,
      message: PM.implausible,
      errors: [{ field: "latitude", message: PM.implausible }],
    });
    expect(await stored(tripId)).toBe(1);
  });

  it("is accepted at a highway's speed", async () => {
    const tripId = await inProgressTrip();
    await earlier(tripId, 39.96, 20);
    // Half a mile in 20 seconds: 90 mph.
    expect(
      (await send(tripId, 39.96 + 0.5 / MILES_PER_DEGREE)).statusCode,
    ).toBe(201);
  });
});
