/**
 * The cost of recording trip searches in the access record (issue 21): `BENCH_ACCESS_RECORD=both
 * npm run bench:trips [-- rows]`. On one data set and one app, each search shape runs with the
 * recording on and off in alternation (so the machine's drift falls on both alike), then a
 * B1-like load (10 concurrent clients, pages 1–10 of the default list) runs in alternating rounds.
 * Medians of each, and the ratio off/on. Not a test, a measurement; the machine may be shared.
 */
import type { FastifyInstance } from "fastify";
import { tripEntity } from "../server/entities/trips";

type Shapes = Record<string, [Record<string, string>, Record<string, unknown>]>;

/** Turns the recording of trip searches on or off (the entity's flag, read on every search). */
export function recordSearches(on: boolean): void {
  if (!tripEntity.auditAccess) throw new Error("trips are not audited");
  tripEntity.auditAccess.searches = on;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const pct = (on: number, off: number) =>
  `${(((on - off) / off) * 100).toFixed(1).padStart(6)} %`;

async function searchOnce(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<number> {
  const s = performance.now();
  const res = await app.inject({ method: "POST", url: "/api/trips/search", headers, payload: body }); // prettier-ignore
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return performance.now() - s;
}

/**
 * Requests answered per second by 10 clients paging the default list for `ms`, and this process's
 * CPU time per request (ms): on PGlite the database runs in this process too, so the CPU time holds
 * the whole cost and, unlike the wall clock, hardly moves when other work shares the cores.
 */
async function throughput(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  ms: number,
): Promise<{ rps: number; cpu: number }> {
  const until = performance.now() + ms;
  const cpu0 = process.cpuUsage();
  let done = 0;
  await Promise.all(
    Array.from({ length: 10 }, async (_, c) => {
      for (let i = c; performance.now() < until; i++) {
        await searchOnce(app, headers, { ...body, pageNumber: 1 + (i % 10) });
        done++;
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  return {
    rps: done / (ms / 1000),
    cpu: (cpu.user + cpu.system) / 1000 / done,
  };
}

export async function compareAccessRecord(
  app: FastifyInstance,
  shapes: Shapes,
  runs: number,
  load: [Record<string, string>, Record<string, unknown>],
): Promise<void> {
  const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
  console.log(
    `${"query (recording on vs off)".padEnd(44)}   p50 on    p50 off   cost`,
  );
  for (const [name, [headers, body]] of Object.entries(shapes)) {
    const on: number[] = [];
    const off: number[] = [];
    for (let i = 0; i < runs; i++)
      for (const flag of i % 2 ? [false, true] : [true, false]) {
        recordSearches(flag);
        (flag ? on : off).push(await searchOnce(app, headers, body));
      }
    console.log(`${name.padEnd(44)} ${ms(median(on))} ${ms(median(off))} ${pct(median(on), median(off))}`); // prettier-ignore
  }
  const rounds = Number(process.env.BENCH_ACCESS_ROUNDS ?? 6);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const on: { rps: number; cpu: number }[] = [];
  const off: { rps: number; cpu: number }[] = [];
  for (let i = 0; i < rounds; i++)
    for (const flag of i % 2 ? [false, true] : [true, false]) {
      recordSearches(flag);
      (flag ? on : off).push(await throughput(app, ...load, seconds * 1000));
    }
  recordSearches(true);
  const list = (xs: number[], d: number) => xs.map((x) => x.toFixed(d)).join(" "); // prettier-ignore
  const rps = (xs: typeof on) => xs.map((x) => x.rps);
  const cpu = (xs: typeof on) => xs.map((x) => x.cpu);
  console.log(`B1-like load, 10 clients, ${rounds} × ${seconds} s each: on ${list(rps(on), 0)} req/s; off ${list(rps(off), 0)} req/s`); // prettier-ignore
  console.log(`  CPU ms/request: on ${list(cpu(on), 2)}; off ${list(cpu(off), 2)}`); // prettier-ignore
  const loss = (1 - median(rps(on)) / median(rps(off))) * 100;
  console.log(`median req/s: on ${median(rps(on)).toFixed(1)}, off ${median(rps(off)).toFixed(1)}: ${loss.toFixed(1)} % fewer with recording`); // prettier-ignore
  console.log(`median CPU ms/request: on ${median(cpu(on)).toFixed(2)}, off ${median(cpu(off)).toFixed(2)}: ${pct(median(cpu(on)), median(cpu(off)))} with recording`); // prettier-ignore
}
