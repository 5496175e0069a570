/**
 * The geocoder and routing adapters (issue 22) against a stand-in on 127.0.0.1: a provider's answer
 * is used and kept, a failure (error status, timeout, no match) falls back to the ZIP-code centroid
 * or the straight-line estimate, and a kept answer is never asked for again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../../server/config";
import type { GeoDeps } from "../../server/geo/geocoder";
import { addressKey, locateAddress } from "../../server/geo/geocoder";
import type { TripRouteDeps } from "../../server/geo/tripRoute";
import { routeTrip } from "../../server/geo/tripRoute";
import { zipCentroid } from "../../server/geo/zipCentroid";
import { estimateRoute, haversineMiles } from "../../server/trips/routing";
import type { GeoStandIn } from "./support/geoStandIn";
import { startGeoStandIn } from "./support/geoStandIn";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let standIn: GeoStandIn;
beforeAll(async () => {
  [t, standIn] = await Promise.all([buildTestApp(), startGeoStandIn()]);
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});
beforeEach(() => {
  standIn.asked.length = 0;
  standIn.agents.length = 0;
  standIn.mode = "ok";
});

/** Short waits only where the stand-in hangs: a busy machine may take a while to answer. */
const withProviders = (mode: string = "ok"): TripRouteDeps => {
  const wait = mode === "hang" ? "200" : "10000";
  return {
    db: t.db,
    config: testConfig({
      GEOCODER_URL: standIn.url,
      GEOCODER_TIMEOUT_MS: wait,
      ROUTING_URL: standIn.url,
      ROUTING_TIMEOUT_MS: wait,
    }),
  };
};

const address = (line1: string, postalCode = "43215") => ({
  line1,
  city: "Columbus",
  state: "OH",
  postalCode,
});

describe("the ZIP-code centroid fallback", () => {
  it("places two Columbus ZIP codes a few miles apart", async () => {
    const downtown = await zipCentroid("43215");
    const north = await zipCentroid("43229-1234");
    expect(downtown?.latitude).toBeCloseTo(39.97, 1);
    expect(downtown?.longitude).toBeCloseTo(-83.0, 1);
    const miles = haversineMiles(downtown!, north!);
    expect(miles).toBeGreaterThan(5);
    expect(miles).toBeLessThan(12);
  });

  it("places New York and Los Angeles about 2,450 miles apart", async () => {
    const miles = haversineMiles(
      (await zipCentroid("10001"))!,
      (await zipCentroid("90012"))!,
    );
    expect(miles).toBeGreaterThan(2350);
    expect(miles).toBeLessThan(2550);
  });

  it("knows no unassigned or malformed code", async () => {
    expect(await zipCentroid("00000")).toBeNull();
    expect(await zipCentroid("4321")).toBeNull();
    expect(await zipCentroid(null)).toBeNull();
  });
});

describe("the geocoder adapter", () => {
  it("asks a Nominatim-compatible search once and keeps its answer", async () => {
    standIn.places.set("12 Elm Street", { lat: "39.9612", lon: "-82.9988" });
    const deps = withProviders();
    const found = await locateAddress(deps, address("12 Elm Street"));
    expect(found).toEqual({
      latitude: 39.9612,
      longitude: -82.9988,
      estimated: false,
    });
    expect(standIn.asked).toHaveLength(1);
    const query = new URL(standIn.asked[0], "http://x").searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      street: "12 Elm Street",
      city: "Columbus",
      state: "OH",
      postalcode: "43215",
      countrycodes: "us",
      format: "jsonv2",
      limit: "1",
    });
    expect(standIn.agents[0]).toMatch(/^nemt-portal /);
    // The same address written differently is the same address: the cache answers.
    const again = await locateAddress(deps, {
      ...address("12  ELM street."),
      postalCode: "43215-0001",
    });
    expect(again).toEqual(found);
    expect(standIn.asked).toHaveLength(1);
  });

  it.each(["error", "empty", "hang"] as const)(
    "falls back to the ZIP-code centroid when it answers %s",
    async (mode) => {
      standIn.mode = mode;
      const found = await locateAddress(
        withProviders(mode),
        address(`1 ${mode} Road`, "43229"),
      );
      expect(found).toEqual({
        ...(await zipCentroid("43229")),
        estimated: true,
      });
      // Asked once (a hung request may reach the stand-in only after the adapter gave up on it).
      const mine = standIn.asked.filter((p) => p.includes(`1+${mode}+Road`));
      if (mode !== "hang") expect(mine).toHaveLength(1);
    },
  );

  it("keeps no fallback, so the provider is asked again once it is back", async () => {
    standIn.mode = "error";
    const deps = withProviders();
    await locateAddress(deps, address("7 Retry Lane"));
    standIn.mode = "ok";
    standIn.places.set("7 Retry Lane", { lat: "39.99", lon: "-83.01" });
    expect(await locateAddress(deps, address("7 Retry Lane"))).toEqual({
      latitude: 39.99,
      longitude: -83.01,
      estimated: false,
    });
    expect(standIn.asked.filter((p) => p.includes("Retry"))).toHaveLength(2);
  });

  it("uses the centroid without a geocoder, asking nothing", async () => {
    const deps: GeoDeps = { db: t.db, config: testConfig() };
    expect(await locateAddress(deps, address("5 Oak Street"))).toEqual({
      ...(await zipCentroid("43215")),
      estimated: true,
    });
    expect(standIn.asked.filter((p) => p.includes("Oak"))).toEqual([]);
  });

  it("normalises the cache key", () => {
    expect(addressKey(address("12 Elm St."))).toBe(
      addressKey({ ...address("12  elm st"), postalCode: "43215-1234" }),
    );
  });
});

describe("the routing adapter", () => {
  const from = { ...address("1 Route Start"), latitude: 39.9612, longitude: -82.9988 }; // prettier-ignore
  const to = { ...address("2 Route End"), latitude: 40.0061, longitude: -83.0283 }; // prettier-ignore

  it("uses the service's route, asked once per pair of points", async () => {
    const deps = withProviders();
    const first = await routeTrip(deps, from, to);
    expect(first.route).toEqual({
      distanceInMiles: 10,
      travelTimeInMinutes: 20,
      source: "service",
    });
    expect(first.estimated).toBe(false);
    const second = await routeTrip(deps, from, to);
    expect(second.route).toEqual(first.route);
    expect(standIn.asked.filter((p) => p.startsWith("/route/"))).toHaveLength(
      1,
    );
  });

  it.each(["error", "hang", "empty"] as const)(
    "falls back to the straight-line estimate, marked estimated, when it answers %s",
    async (mode) => {
      standIn.mode = mode;
      const there = { ...to, latitude: 40.1, longitude: -83.1 };
      const routed = await routeTrip(withProviders(mode), from, there);
      expect(routed.route).toEqual(estimateRoute(from, there, testConfig()));
      expect(routed.estimated).toBe(true);
    },
  );

  it("geocodes places without coordinates, then routes them", async () => {
    standIn.places.set("3 Geo Street", { lat: "39.95", lon: "-83.0" });
    standIn.places.set("4 Geo Street", { lat: "40.05", lon: "-83.05" });
    const routed = await routeTrip(
      withProviders(),
      address("3 Geo Street"),
      address("4 Geo Street"),
    );
    expect(routed.from).toMatchObject({ latitude: 39.95, longitude: -83.0 });
    expect(routed.to).toMatchObject({ latitude: 40.05, longitude: -83.05 });
    expect(routed.route?.source).toBe("service");
    expect(routed.estimated).toBe(false);
  });
});
