/**
 * The fallback travel-time estimate (server/trips/routing.ts): the first road miles at city speed,
 * the rest at highway speed, so a short trip in town keeps its old figure and an intercity trip is no
 * longer driven at city speed all the way (Columbus to Kettering took 186 minutes at a flat 25 mph).
 */
import { describe, expect, it } from "vitest";
import { testConfig } from "../../server/config";
import { zipCentroid } from "../../server/geo/zipCentroid";
import { estimateRoute } from "../../server/trips/routing";

const between = async (from: string, to: string, overrides = {}) =>
  estimateRoute(
    (await zipCentroid(from))!,
    (await zipCentroid(to))!,
    testConfig(overrides),
  );

describe("the travel-time estimate", () => {
  it("keeps a 3-mile trip in town at city speed", async () => {
    // Downtown Columbus to the Short North: about 2.5 road miles, 6 minutes at 25 mph as before.
    const route = await between("43215", "43201");
    expect(route.distanceInMiles).toBeGreaterThan(2);
    expect(route.distanceInMiles).toBeLessThan(3.5);
    expect(route.travelTimeInMinutes).toBe(
      Math.round((route.distanceInMiles / 25) * 60),
    );
  });

  it("drives Columbus to Dayton (77 road miles) in 70 to 100 minutes", async () => {
    const route = await between("43215", "45432");
    expect(route.distanceInMiles).toBeGreaterThan(75);
    expect(route.distanceInMiles).toBeLessThan(80);
    expect(route.travelTimeInMinutes).toBeGreaterThanOrEqual(70);
    expect(route.travelTimeInMinutes).toBeLessThanOrEqual(100);
  });

  it("takes the city miles and both speeds from the configuration", async () => {
    const route = await between("43215", "45432", {
      ROUTING_CITY_MILES: "10",
      ROUTING_CITY_SPEED_MPH: "20",
      ROUTING_HIGHWAY_SPEED_MPH: "50",
    });
    // 10 miles at 20 mph (30 minutes), the remainder at 50 mph.
    expect(route.travelTimeInMinutes).toBe(
      Math.round(30 + ((route.distanceInMiles - 10) / 50) * 60),
    );
  });

  it("rounds to whole minutes, at least one for a trip that moves and none for one that does not", () => {
    const config = testConfig();
    const here = { latitude: 39.9671, longitude: -83.0044 };
    expect(estimateRoute(here, here, config).travelTimeInMinutes).toBe(0);
    const nextDoor = { latitude: 39.9672, longitude: -83.0044 };
    expect(estimateRoute(here, nextDoor, config).travelTimeInMinutes).toBe(1);
  });
});
