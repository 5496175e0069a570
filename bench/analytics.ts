/**
 * Analytics at scale (issue 29): the trip-volume and on-time-by-driver reports over the year before
 * the data set's anchor (about 1,000,000 trips with `npm run bench`), for the whole operation and
 * for one facility, each run 5 times through the reports' own computations (server/analytics), p50
 * and worst time against the issue's target of 2 seconds. The generated trips have no arrival
 * times, so the completed ones get one first (0–29 minutes after the pick-up, minus 5): on-time
 * then measures real rows. Run on the bench's throw-away database, last, as it writes to trips.
 */
import { eq, sql } from "drizzle-orm";
import type { AnalyticsScope } from "../server/analytics/scope";
import { REPORT_COMPUTATIONS } from "../server/analytics/reports";
import type { Db } from "../server/db/client";
import { facilities, trips } from "../server/db/schema";
import { ANCHOR } from "./dataSql";
import type { BenchRow } from "./table";

const RUNS = 5;
const TARGET_MS = 2000;
const ZONE = "America/New_York";
const KEYS = ["trip-volume", "on-time-by-driver"] as const;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export async function analyticsRows(
  db: Db,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const s = performance.now();
  await db.execute(sql`
    update trips set arrived_at_pick_up_at = pick_up_datetime + make_interval(mins => abs(hashtext(id::text)) % 30 - 5)
    where trip_status = 'completed' and arrived_at_pick_up_at is null`);
  await db.execute(sql`analyze trips`);
  log(
    `analytics: arrival times set in ${((performance.now() - s) / 1000).toFixed(1)} s`,
  );
  const end = new Date(ANCHOR);
  const period = {
    fromDate: dayOf(new Date(end.getTime() - 364 * 86_400_000)),
    toDate: dayOf(end),
  };
  const [facility] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .limit(1);
  const scopes: [string, AnalyticsScope][] = [
    ["operation", { facilityId: null, facilityView: false, trips: undefined, invoices: undefined }],
    ["one facility", { facilityId: facility.id, facilityView: true, trips: eq(trips.facilityId, facility.id), invoices: undefined }],
  ]; // prettier-ignore
  const rows: BenchRow[] = [];
  for (const key of KEYS)
    for (const [label, scope] of scopes) {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        count = (await REPORT_COMPUTATIONS[key](db, period, ZONE, scope))
          .length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(RUNS / 2)];
      const worst = times[RUNS - 1];
      rows.push({
        workload: `B9 analytics ${key}, one year, ${label} (postgres)`,
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
