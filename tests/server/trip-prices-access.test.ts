import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildTripPrice, tripPriceBody } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((p) => p.tripPriceId);
const save = (body: Record<string, unknown>, headers = dataadmin) =>
  post(t, "/api/trip-prices", body, headers);

describe("who may do what", () => {
  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/trip-prices/${id}`),
      await post(t, "/api/trip-prices/search", {}),
      await save(tripPriceBody(), {}),
      await del(t, `/api/trip-prices/${id}`),
    ])
      expectError(res, 401);
  });

  it("403 for a driver, even to read", async () => {
    const { headers } = await as(t, "driver");
    const p = await buildTripPrice(t.db, { effectiveFrom: "2019-01-01" });
    expectError(await post(t, "/api/trip-prices/search", {}, headers), 403);
    expectError(await get(t, `/api/trip-prices/${p.id}`, headers), 403);
    expectError(await save(tripPriceBody(), headers), 403);
    expectError(await del(t, `/api/trip-prices/${p.id}`, headers), 403);
  });

  it.each(["nurse", "facilityadmin", "customer"] as const)(
    "a %s (request-trips) reads price lists for fares but gets 403 writing",
    async (role) => {
      const { headers } = await as(t, role);
      const p = await buildTripPrice(t.db, {
        bookingType: "facility",
        effectiveFrom: `2018-0${["nurse", "facilityadmin", "customer"].indexOf(role) + 1}-01`,
      });
      expect(
        (await get(t, `/api/trip-prices/${p.id}`, headers)).statusCode,
      ).toBe(200);
      expect(
        ids(await search(t, "/trip-prices", headers, { tripPriceId: p.id })),
      ).toEqual([p.id]);
      expectError(
        await save(tripPriceBody({ effectiveFrom: "2017-01-01" }), headers),
        403,
      );
      expectError(
        await save(tripPriceBody({ tripPriceId: p.id }), headers),
        403,
      );
      expectError(await del(t, `/api/trip-prices/${p.id}`, headers), 403);
    },
  );

  it("a systemadmin manages price lists", async () => {
    const { headers } = await as(t, "systemadmin");
    const res = await save(
      tripPriceBody({ effectiveFrom: "2016-01-01" }),
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await del(t, `/api/trip-prices/${res.json().data.tripPriceId}`, headers))
        .statusCode,
    ).toBe(200);
  });
});
