import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_MESSAGES } from "../../domain/schemas/manifest";
import { activities, trips } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

// 2026-03-10 in New York runs from 05:00Z on the 10th to 04:00Z on the 11th (EDT from the 8th).
const DAY = "2026-03-10";
let t: TestApp;
let dispatch: Headers;
let driverHeaders: Headers;
let driverId: string;
let otherDriver: { id: string; headers: Headers };

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
  const d = await as(t, "driver");
  driverHeaders = d.headers;
  driverId = (await buildDriver(t.db, { userId: d.user.id })).id;
  const o = await as(t, "driver");
  otherDriver = {
    headers: o.headers,
    id: (await buildDriver(t.db, { userId: o.user.id })).id,
  };
});
afterAll(() => t.close());

const day = (
  headers: Headers,
  body: Record<string, unknown> = { serviceDate: DAY },
) => post(t, "/api/manifests/day", body, headers);
const publish = (body: Record<string, unknown>, headers = dispatch) =>
  post(t, "/api/manifests/publish", body, headers);

describe("drivers' manifests", () => {
  it("publishes a driver's day in pick-up order, inside the operator's calendar day; the driver sees it only once published", async () => {
    const late = await insertTrip(t.db, {
      driverId,
      pickUpDatetime: new Date("2026-03-11T03:30:00Z"),
    });
    const early = await insertTrip(t.db, {
      driverId,
      pickUpDatetime: new Date("2026-03-10T05:10:00Z"),
    });
    await insertTrip(t.db, {
      driverId,
      pickUpDatetime: new Date("2026-03-11T04:30:00Z"),
    }); // the 11th
    await insertTrip(t.db, {
      driverId,
      pickUpDatetime: new Date("2026-03-10T12:00:00Z"),
      tripStatus: "cancelled",
    });
    await insertTrip(t.db, {
      driverId: otherDriver.id,
      pickUpDatetime: new Date("2026-03-10T12:00:00Z"),
    });

    const before = await day(driverHeaders);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({
      manifest: null,
      items: [],
      changes: [],
    });

    const res = await publish({ driverId, serviceDate: DAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MANIFEST_MESSAGES.published);
    const seen = (await day(driverHeaders)).json().data;
    expect(seen.items.map((i: { tripId: string }) => i.tripId)).toEqual([
      early.id,
      late.id,
    ]);
    expect(seen.manifest).toMatchObject({
      driverId,
      acknowledgedAt: null,
      changedSinceAcknowledged: false,
    });
    const history = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, seen.manifest.manifestId));
    // The change is the publication; the driver's read of the day is recorded too (issue 21).
    expect(history).toEqual([
      expect.objectContaining({ modelType: "manifest", action: "published" }),
      expect.objectContaining({ modelType: "manifest", action: "read" }),
    ]);
  });

  it("acknowledges, then shows what changed since: added, changed and removed trips", async () => {
    const { manifest, items } = (await day(driverHeaders)).json().data;
    const ack = await post(
      t,
      `/api/manifests/${manifest.manifestId}/acknowledge`,
      {},
      driverHeaders,
    );
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.manifest.acknowledgedAt).not.toBeNull();
    expect(ack.json().data.changes).toEqual([]);

    const added = await insertTrip(t.db, {
      driverId,
      pickUpDatetime: new Date("2026-03-10T15:00:00Z"),
    });
    await t.db
      .update(trips)
      .set({ pickUpDatetime: new Date("2026-03-10T06:00:00Z") })
      .where(eq(trips.id, items[0].tripId));
    await t.db
      .update(trips)
      .set({ tripStatus: "cancelled" })
      .where(eq(trips.id, items[1].tripId));
    const after = (await day(driverHeaders)).json().data;
    const kinds = Object.fromEntries(
      after.changes.map(
        (c: { tripId: string; kind: string; fields: string[] }) => [
          c.tripId,
          [c.kind, c.fields],
        ],
      ),
    );
    expect(kinds).toEqual({
      [added.id]: ["added", []],
      [items[0].tripId]: ["changed", ["pickUpDatetime"]],
      [items[1].tripId]: ["removed", []],
    });
    expect(after.manifest.changedSinceAcknowledged).toBe(true);
    expect(after.changedSinceAcknowledged).toBe(true);
    const lanes = await post(
      t,
      "/api/manifests/search",
      { serviceDate: DAY },
      dispatch,
    );
    expect(lanes.json().data).toEqual([
      expect.objectContaining({ driverId, changedSinceAcknowledged: true }),
    ]);
    // §3 (issue 22): the paginated request is accepted, rows carry _id, the answer is paginated.
    const paged = await post(
      t,
      "/api/manifests/search",
      {
        serviceDate: DAY,
        pageNumber: 1,
        pageSize: 10,
        sortBy: "publishedAt",
        sortDescending: true,
        searchTerm: "",
      },
      dispatch,
    );
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json()).toMatchObject({
      total: 1,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(paged.json().data[0]._id).toBe(paged.json().data[0].manifestId);
    expect(
      (await post(t, "/api/manifests/search", { pageNumber: 2 }, dispatch))
        .statusCode,
    ).toBe(200);
  });

  it("keeps each driver to their own day (404) and publishing to dispatch (401, 403, 422)", async () => {
    const { manifest } = (
      await day(dispatch, { serviceDate: DAY, driverId })
    ).json().data;
    expectError(
      await day(otherDriver.headers, { serviceDate: DAY, driverId }),
      404,
      MANIFEST_MESSAGES.notFound,
    );
    expectError(
      await post(
        t,
        `/api/manifests/${manifest.manifestId}/acknowledge`,
        {},
        otherDriver.headers,
      ),
      404,
      MANIFEST_MESSAGES.notFound,
    );
    expectError(
      await post(
        t,
        `/api/manifests/${manifest.manifestId}/acknowledge`,
        {},
        dispatch,
      ),
      404,
      MANIFEST_MESSAGES.notFound,
    );
    expectError(
      await post(t, `/api/manifests/not-an-id/acknowledge`, {}, driverHeaders),
      404,
      MANIFEST_MESSAGES.notFound,
    );
    expectError(await publish({ driverId, serviceDate: DAY }, {}), 401);
    expectError(
      await publish({ driverId, serviceDate: DAY }, driverHeaders),
      403,
    );
    expectError(
      await publish(
        { driverId, serviceDate: DAY },
        (await as(t, "nurse")).headers,
      ),
      403,
    );
    expectError(await day((await as(t, "nurse")).headers), 403);
    expect(
      (await publish({ driverId, serviceDate: "10/03/2026" })).statusCode,
    ).toBe(422);
    expectError(
      await publish({ driverId: randomUUID(), serviceDate: DAY }),
      422,
      `driverId: ${MANIFEST_MESSAGES.unknownDriver}`,
      [{ field: "driverId", message: MANIFEST_MESSAGES.unknownDriver }],
    );
  });
});
