/**
 * Analytics at scale (issue 29): every report of the catalogue over the year before the data set's
 * anchor, topped up first to exactly 1,000,000 trips (./analyticsData.ts), for the whole operation and
 * for one facility, each run RUNS times through the reports' own computations (server/analytics),
 * p50 and worst time against the issue's target of 2 seconds. Run on the bench's throw-away
 * database, last, as it writes to trips. `npm run bench:analytics` runs it alone on a data set of
 * its own.
 */
import { eq } from "drizzle-orm";
import { REPORTS } from "../domain/analyticsReports";
import type { AnalyticsScope } from "../server/analytics/scope";
import { REPORT_COMPUTATIONS } from "../server/analytics/reports";
import type { Db } from "../server/db/client";
import { facilities, invoices, trips } from "../server/db/schema";
import { prepareYear, yearPeriod, YEAR_ZONE } from "./analyticsData";
import type { BenchRow } from "./table";

const RUNS = 3;
const TARGET_MS = 2000;

export async function analyticsRows(
  db: Db,
  tripsInDataSet: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const year = await prepareYear(db, tripsInDataSet);
  log(`analytics: the year holds ${year.trips.toLocaleString("en-US")} trips (${year.added.toLocaleString("en-US")} added) in ${year.seconds.toFixed(1)} s`); // prettier-ignore
  const { fromDate, toDate } = yearPeriod();
  const period = { fromDate, toDate };
  const [facility] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .limit(1);
  const scopes: [string, AnalyticsScope][] = [
    ["operation", { facilityId: null, facilityView: false, trips: undefined, invoices: undefined }],
    ["one facility", { facilityId: facility.id, facilityView: true, trips: eq(trips.facilityId, facility.id), invoices: eq(invoices.facilityId, facility.id) }],
  ]; // prettier-ignore
  const rows: BenchRow[] = [];
  for (const { key, facilityScoped } of REPORTS)
    for (const [label, scope] of scopes) {
      // A fleet report (driver hours) has no facility view: facility users are refused it.
      if (scope.facilityView && !facilityScoped) continue;
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        count = (await REPORT_COMPUTATIONS[key](db, period, YEAR_ZONE, scope))
          .length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(RUNS / 2)];
      const worst = times[RUNS - 1];
      rows.push({
        workload: `B9 analytics ${key}, a year of ${(year.trips / 1e6).toFixed(1)}M trips, ${label} (postgres)`,
        reqPerSec: null,
        p50Ms: p50,
        p99Ms: worst,
        refReqPerSec: null,
        ratio: null,
        value: `${Math.round(p50).toLocaleString("en-US")} ms`,
        target: `≤${TARGET_MS} ms`,
        pass: worst <= TARGET_MS,
        note: `${period.fromDate}…${period.toDate}, ${count} rows, worst of ${RUNS} in p99`,
      });
    }
  return rows;
}
