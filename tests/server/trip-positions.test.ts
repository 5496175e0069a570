import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_MESSAGES as PM } from "../../domain/schemas/tripPosition";
import { tripPositions } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, get, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let driver: Headers;
let otherDriver: Headers;
let dispatch: Headers;
let nurse: Headers;
let strangerNurse: Headers;
let tripId: string;
let pendingId: string;

const reading = (overrides: Record<string, unknown> = {}) => ({
  latitude: 39.9612,
  longitude: -82.9988,
  accuracy: 12.5,
  recordedAt: new Date().toISOString(),
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  const facility = (await buildFacility(t.db)).id;
  const d = await as(t, "driver");
  driver = d.headers;
  const driverId = (await buildDriver(t.db, { userId: d.user.id })).id;
  const o = await as(t, "driver");
  otherDriver = o.headers;
  await buildDriver(t.db, { userId: o.user.id });
  dispatch = (await as(t, "dataadmin")).headers;
  nurse = (await as(t, "nurse", { facilityId: facility })).headers;
  strangerNurse = (
    await as(t, "nurse", { facilityId: (await buildFacility(t.db)).id })
  ).headers;
  tripId = (
    await insertTrip(t.db, {
      driverId,
      facilityId: facility,
      tripStatus: "in-progress",
    })
  ).id;
  pendingId = (await insertTrip(t.db, { driverId, facilityId: facility })).id;
});
afterAll(() => t.close());

describe("POST /trips/{id}/positions", () => {
  it("records the assigned driver's reading (201) and it becomes the trip's lastPosition", async () => {
    const res = await post(
      t,
      `/api/trips/${tripId}/positions`,
      reading(),
      driver,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      tripId,
      latitude: 39.9612,
      accuracy: 12.5,
    });
    // The next reading comes after the pace's interval, at a driving speed (issue 21): the first is
    // made a minute older.
    const minuteAgo = new Date(Date.now() - 60_000);
    await t.db
      .update(tripPositions)
      .set({ createdAt: minuteAgo, recordedAt: minuteAgo })
      .where(eq(tripPositions.tripId, tripId));
    const later = reading({
      latitude: 39.97,
      recordedAt: new Date(Date.now() + 1000).toISOString(),
    });
    expect(
      (await post(t, `/api/trips/${tripId}/positions`, later, driver))
        .statusCode,
    ).toBe(201);
    const row = (await get(t, `/api/trips/${tripId}`, nurse)).json().data;
    expect(row.lastPosition).toMatchObject({
      latitude: 39.97,
      longitude: -82.9988,
    });
    const page = await search<{ tripId: string; lastPosition: unknown }>(
      t,
      "/trips",
      dispatch,
      {},
    );
    const listed = page.data.find((r) => r.tripId === tripId);
    expect(listed?.lastPosition).toMatchObject({ latitude: 39.97 });
    expect(
      page.data.find((r) => r.tripId === pendingId)?.lastPosition,
    ).toBeNull();
  });

  it("refuses others: 401, 403 for dispatch, 404 outside scope, 409 when not in progress", async () => {
    expectError(
      await post(t, `/api/trips/${tripId}/positions`, reading()),
      401,
    );
    expectError(
      await post(t, `/api/trips/${tripId}/positions`, reading(), dispatch),
      403,
      PM.notAssigned,
    );
    expectError(
      await post(t, `/api/trips/${tripId}/positions`, reading(), nurse),
      403,
    );
    expectError(
      await post(t, `/api/trips/${tripId}/positions`, reading(), otherDriver),
      404,
      "Trip not found.",
    );
    expectError(
      await post(t, `/api/trips/${pendingId}/positions`, reading(), driver),
      409,
      PM.notInProgress,
    );
  });

  it("refuses bad readings with 422 and stores nothing", async () => {
    const bad = [
      reading({ latitude: 91 }),
      reading({ longitude: "east" }),
      reading({ accuracy: -1 }),
      reading({ recordedAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
      reading({
        recordedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      }),
      reading({ extra: true }),
      { latitude: 1 },
    ];
    const before = (
      await post(t, `/api/trips/${tripId}/positions/search`, {}, dispatch)
    ).json().data.length;
    for (const body of bad)
      expect(
        (await post(t, `/api/trips/${tripId}/positions`, body, driver))
          .statusCode,
        JSON.stringify(body),
      ).toBe(422);
    expect(
      (
        await post(t, `/api/trips/${tripId}/positions/search`, {}, dispatch)
      ).json().data,
    ).toHaveLength(before);
  });
});

describe("POST /trips/{id}/positions/search", () => {
  it("answers the track in time order to those who may see the trip, 404 to others", async () => {
    const track = await post(
      t,
      `/api/trips/${tripId}/positions/search`,
      {},
      nurse,
    );
    expect(track.statusCode, track.body).toBe(200);
    const times = track
      .json()
      .data.map((p: { recordedAt: string }) => p.recordedAt);
    expect(times).toEqual([...times].sort());
    expect(times.length).toBeGreaterThanOrEqual(2);
    expectError(
      await post(t, `/api/trips/${tripId}/positions/search`, {}, strangerNurse),
      404,
      "Trip not found.",
    );
    expectError(
      await post(t, `/api/trips/${tripId}/positions/search`, {}),
      401,
    );
    expect(
      (
        await post(
          t,
          `/api/trips/${tripId}/positions/search`,
          { since: "yesterday" },
          nurse,
        )
      ).statusCode,
    ).toBe(422);
  });

  it("takes §3's paginated request: pages from the latest point, recordedAt the one sort, _id on rows (issue 22)", async () => {
    const url = `/api/trips/${tripId}/positions/search`;
    const all = (await post(t, url, {}, nurse)).json();
    expect(all.total).toBe(all.data.length);
    const times = all.data.map((p: { recordedAt: string }) => p.recordedAt);
    const page = async (body: Record<string, unknown>) => {
      const res = await post(t, url, { searchTerm: "", ...body }, nurse);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const first = await page({ pageNumber: 1, pageSize: 1 });
    expect(first).toMatchObject({
      pageNumber: 1,
      pageSize: 1,
      total: times.length,
      hasNextPage: true,
      sortBy: "recordedAt",
    });
    expect(first.data.map((p: { recordedAt: string }) => p.recordedAt)).toEqual(
      [times.at(-1)],
    );
    expect(first.data[0]._id).toBe(first.data[0].positionId);
    const second = await page({ pageNumber: 2, pageSize: 1 });
    expect(second.data[0].recordedAt).toBe(times.at(-2));
    const latestFirst = await page({
      sortBy: "recordedAt",
      sortDescending: true,
    });
    expect(
      latestFirst.data.map((p: { recordedAt: string }) => p.recordedAt),
    ).toEqual([...times].reverse());
    expect((await post(t, url, { sortBy: "latitude" }, nurse)).statusCode).toBe(
      422,
    );
    expect((await post(t, url, { pageSize: 2001 }, nurse)).statusCode).toBe(
      422,
    );
  });
});
