/**
 * The trips filters the home page's panels use (issue 29): unassigned (no driver), flagged (dispatch
 * findings: "needs dispatch") and willCallWaiting (a will-call leg not yet called for), each true and
 * false, and a value of the wrong type refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { insertTrip, priceAllBookingTypes } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "dataadmin")).headers;
  await priceAllBookingTypes(t.db);
  const driver = await buildDriver(t.db);
  ids.assigned = (await insertTrip(t.db, { driverId: driver.id })).id;
  ids.unassigned = (await insertTrip(t.db, { driverId: null })).id;
  ids.flagged = (
    await insertTrip(t.db, {
      driverId: driver.id,
      dispatchFindings: [
        {
          severity: "warning",
          code: "vehicle-equipment",
          message: "The vehicle has no lift.",
        },
      ],
    })
  ).id;
  ids.waiting = (
    await insertTrip(t.db, {
      driverId: driver.id,
      willCall: true,
      willCallActivatedAt: null,
    })
  ).id;
  ids.called = (
    await insertTrip(t.db, {
      driverId: driver.id,
      willCall: true,
      willCallActivatedAt: new Date(),
    })
  ).id;
});
afterAll(() => t.close());

const found = async (filter: Record<string, boolean>) =>
  (
    await search<{ tripId: string }>(t, "/trips", admin, {
      pageSize: 100,
      additionalBooleanFilters: filter,
    })
  ).data.map((r) => r.tripId);

describe("the home panels' trip filters", () => {
  it("unassigned: trips without a driver, or with one", async () => {
    expect(await found({ unassigned: true })).toEqual([ids.unassigned]);
    const assigned = await found({ unassigned: false });
    expect(assigned).not.toContain(ids.unassigned);
    expect(assigned).toContain(ids.assigned);
  });

  it("flagged: trips dispatch must look at again", async () => {
    expect(await found({ flagged: true })).toEqual([ids.flagged]);
    expect(await found({ flagged: false })).not.toContain(ids.flagged);
  });

  it("willCallWaiting: will-call legs not yet called for", async () => {
    expect(await found({ willCallWaiting: true })).toEqual([ids.waiting]);
    const rest = await found({ willCallWaiting: false });
    expect(rest).toContain(ids.called);
    expect(rest).not.toContain(ids.waiting);
  });

  it("refuses a value that is not yes or no", async () => {
    const res = await post(
      t,
      "/api/trips/search",
      { additionalStringFilters: { unassigned: "yes" } },
      admin,
    );
    expect(res.statusCode).toBe(400);
  });
});
