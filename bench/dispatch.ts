/** B7 on PostgreSQL: the dispatch board of a busy day, and drivers' positions under search load. */
import { BOARD_DAY, BOARD_DRIVERS, BOARD_TRIPS } from "./dataSql";
import { cannon, problems, sequential } from "./load";
import type { Shape } from "./load";
import { positionShape, searchShape } from "./shapes";
import type { BenchRow } from "./table";
import { allOf, limitVerdict } from "./table";
import { APP_CONNECTIONS } from "./workloads";
import type { PgContext } from "./workloads";

/** B7: the dispatch board of a 600-trip day, and 200 drivers' positions while B1 runs. */
export async function dispatchWorkloads(c: PgContext): Promise<BenchRow[]> {
  const board: Shape = {
    method: "POST",
    path: () => "/api/trips/board",
    body: () => ({ date: BOARD_DAY }),
    token: () => c.tokens.admin,
  };
  const b = await sequential(c.appUrl, board, 10);
  const data = b.status === 200 ? (JSON.parse(b.body) as { data: { trips: { driverId: string | null }[]; drivers: unknown[] } }).data : null; // prettier-ignore
  const tripCount = data?.trips.length ?? 0;
  const laneDrivers = new Set(data?.trips.map((t) => t.driverId)).size;
  c.log(`B7 board: median ${b.medianMs.toFixed(0)} ms, max ${b.maxMs.toFixed(0)} ms, ${tripCount} trips, ${laneDrivers} drivers with trips`); // prettier-ignore
  const rows: BenchRow[] = [
    {
      workload: `B7 dispatch board (${BOARD_TRIPS} trips, ${BOARD_DRIVERS} drivers)`,
      reqPerSec: null,
      value: `${b.medianMs.toFixed(0)} ms`,
      p50Ms: b.medianMs,
      p99Ms: b.maxMs,
      refReqPerSec: null,
      ratio: null,
      target: "≤1,000 ms, 1 request",
      ...allOf(
        limitVerdict(b.medianMs, 1000, "ms"),
        tripCount === BOARD_TRIPS
          ? { pass: true }
          : {
              pass: false,
              shortfall: `${tripCount} trips answered (HTTP ${b.status})`,
            },
      ),
      note: `1 request (POST /trips/board: trips, ${data?.drivers.length ?? 0} driver lanes, vehicles, revenue); ${laneDrivers} drivers with trips`,
    },
  ];
  const seconds = Math.max(10, c.seconds * 2);
  const [p, s] = await Promise.all([
    cannon(c.appUrl, positionShape(c.facts.underWay), {
      connections: 20,
      seconds,
      overallRate: Math.round(c.facts.underWay.length / 15),
    }),
    cannon(c.appUrl, searchShape(c.tokens.admin), {
      connections: APP_CONNECTIONS,
      seconds,
    }),
  ]);
  const pIssues = problems(p);
  c.log(`B7 positions: ${p.reqPerSec.toFixed(1)}/s, p99 ${p.p99Ms} ms while B1 ran at ${s.reqPerSec.toFixed(0)} req/s ${pIssues}`); // prettier-ignore
  rows.push({
    workload: `B7 positions (${c.facts.underWay.length} drivers / 15 s) while B1 runs`,
    reqPerSec: p.reqPerSec,
    p50Ms: p.p50Ms,
    p99Ms: p.p99Ms,
    refReqPerSec: null,
    ratio: null,
    target: "p99 ≤50 ms",
    ...allOf(
      limitVerdict(p.p99Ms, 50, "ms p99"),
      pIssues ? { pass: false, shortfall: pIssues } : { pass: true },
    ),
    note: `${p.requests} reports in ${seconds} s; B1 meanwhile ${s.reqPerSec.toFixed(0)} req/s, p99 ${s.p99Ms} ms`,
  });
  return rows;
}
