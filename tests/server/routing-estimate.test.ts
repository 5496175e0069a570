/**
 * The fallback travel-time estimate (server/trips/routing.ts): the first road miles at city speed,
 * the rest at highway speed, so a short trip in town keeps its old figure and an intercity trip is no
 * longer driven at city speed all the way (Columbus to Kettering took 186 minutes at a flat 25 mph).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/expiry";
import { dayIn } from "../../domain/zonedTime";
import { testConfig } from "../../server/config";
import { zipCentroid } from "../../server/geo/zipCentroid";
import { estimateRoute } from "../../server/trips/routing";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
} from "./support/driverFactories";
import {
  buildTrip,
  insertTrip,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle } from "./support/vehicleFactories";

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

describe("the estimate in the back-to-back assignment check", () => {
  let t: TestApp;
  let dispatch: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    await priceAllBookingTypes(t.db);
    dispatch = (await as(t, "dataadmin")).headers;
  });
  afterAll(() => t.close());

  it("lets the driver of a Columbus to Dayton trip take another pick-up two hours after leaving", async () => {
    const tomorrow = addDays(dayIn(new Date(), "America/New_York"), 1);
    const far = addDays(tomorrow, 800);
    const at = (hourUtc: number) => new Date(`${tomorrow}T${hourUtc}:00:00Z`);
    const driver = await buildDriver(t.db, {
      cprCertifiedUntil: far,
      wheelchairCertifiedUntil: far,
    });
    const vehicle = await buildVehicle(t.db, {
      wheelchairAccessible: true,
      insuranceExpiresOn: far,
      registrationExpiresOn: far,
    });
    await buildInfluenceStatusRecord(t.db, {
      driverId: driver.id,
      createdAt: at(15),
    });
    const { patientId } = await insertTrip(t.db, { pickUpDatetime: at(12) });
    const intercity = await post(
      t,
      "/api/trips",
      buildTrip({
        patientId,
        pickUpDatetime: at(15).toISOString(),
        dropOffAddress: {
          name: "Kettering Health",
          line1: "3535 Southern Boulevard",
          city: "Kettering",
          state: "OH",
          postalCode: "45432",
          latitude: 39.739,
          longitude: -84.0856,
        },
        driverId: driver.id,
        vehicleId: vehicle.id,
      }),
      dispatch,
    );
    expect(intercity.statusCode, intercity.body).toBe(201);
    expect(intercity.json().data.distanceInMiles).toBeGreaterThan(70);

    // About 86 minutes' drive and the 15-minute buffer fit before 17:00; 25 mph all the way did not.
    const next = await insertTrip(t.db, { pickUpDatetime: at(17) });
    const res = await post(
      t,
      `/api/trips/${next.id}/assignment-check`,
      { driverId: driver.id, vehicleId: vehicle.id },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().data.findings.map((f: { code: string }) => f.code);
    expect(codes).not.toContain("driver-overlap");
    expect(codes).not.toContain("vehicle-overlap");
  });
});
