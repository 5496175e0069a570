/**
 * POST /analytics/reports/{key} (issue 29): every catalogued report's rows against the test's own
 * SQL over the analytics world, for the whole operation, an administrator's chosen facility, and a
 * facility administrator (always their facility, even when the body names another).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS } from "../../domain/analyticsReports";
import type { AnalyticsReport } from "../../domain/schemas/analytics";
import type { Headers } from "./support/api";
import { as } from "./support/api";
import type { AnalyticsWorld } from "./support/analyticsWorld";
import {
  analytics,
  reportPeriod,
  rowsOf,
  openAnalyticsWorld,
  ZONE,
} from "./support/analyticsWorld";
import { expectedRows } from "./support/analyticsExpected";
import type { TestApp } from "./support/testApp";

let t: TestApp;
let world: AnalyticsWorld;
let admin: Headers;
const PERIOD = reportPeriod();

beforeAll(async () => {
  ({ t, world, admin } = await openAnalyticsWorld());
});
afterAll(() => t?.close());

const sorted = (rows: Record<string, unknown>[]) =>
  rows.map((r) => JSON.stringify(r)).sort();

async function check(
  key: string,
  body: Record<string, unknown>,
  headers: Headers,
  facilityId: string | null,
) {
  const r = await analytics<AnalyticsReport>(
    t,
    `reports/${key}`,
    body,
    headers,
  );
  const report = REPORTS.find((x) => x.key === key);
  expect(r).toMatchObject({ key, group: report?.group, ...PERIOD, facilityId });
  // Every row carries exactly the catalogue's columns.
  for (const row of r.rows)
    expect(Object.keys(row).sort()).toEqual(
      report?.columns.map((c) => c.key).sort(),
    );
  const want = await expectedRows(t.db, key, PERIOD, facilityId);
  expect(sorted(r.rows), key).toEqual(sorted(want));
  return r.rows;
}

describe("the reports for the whole operation", () => {
  for (const { key } of REPORTS)
    it(`answers ${key} as the direct query`, async () => {
      const rows = await check(key, PERIOD, admin, null);
      expect(rows.length, key).toBeGreaterThan(0);
    });

  it("gives each driver's hours online and trips per hour", async () => {
    const rows = await check("driver-hours", PERIOD, admin, null);
    expect(rows).toEqual([
      { driverName: "Ann Able", hoursOnline: 4, trips: 4, tripsPerHour: 1 },
      { driverName: "Bob Baker", hoursOnline: 1.5, trips: 3, tripsPerHour: 2 },
    ]);
  });

  it("lists trip volume for every day of the period, in order", async () => {
    const rows = await check("trip-volume", PERIOD, admin, null);
    expect(rows).toHaveLength(14);
    expect(rows.map((r) => r.day)).toEqual([...rows.map((r) => r.day)].sort());
  });
});

describe("one facility's reports", () => {
  for (const { key, facilityScoped } of REPORTS.filter((r) => r.facilityScoped))
    it(`answers ${key} for the facility an administrator names`, async () => {
      expect(facilityScoped).toBe(true);
      await check(
        key,
        { ...PERIOD, facilityId: world.beta },
        admin,
        world.beta,
      );
    });

  for (const { key } of REPORTS.filter((r) => r.facilityScoped))
    it(`answers ${key} for a facility administrator, their facility only`, async () => {
      const fa = await as(t, "facilityadmin", { facilityId: world.alpha });
      const rows = await check(
        key,
        { ...PERIOD, facilityId: world.beta },
        fa.headers,
        world.alpha,
      );
      // No row names the other facility.
      for (const row of rows)
        expect(row.facilityName ?? null).not.toBe("Beta Hospital");
    });

  it("never counts another facility's trip in a facility administrator's on-time figures", async () => {
    const fa = await as(t, "facilityadmin", { facilityId: world.alpha });
    const rows = await check(
      "on-time-by-driver",
      { ...PERIOD, facilityId: world.beta },
      fa.headers,
      world.alpha,
    );
    const [alphaMeasured] = await rowsOf<{ n: number }>(
      t.db,
      `select count(*)::int as n from trips where facility_id = '${world.alpha}' and driver_id is not null
       and arrived_at_pick_up_at is not null and (pick_up_datetime at time zone '${ZONE}')::date between '${PERIOD.fromDate}' and '${PERIOD.toDate}'`,
    );
    expect(rows.reduce((s, r) => s + Number(r.measured), 0)).toBe(
      Number(alphaMeasured.n),
    );
  });
});
