/**
 * `npm run bench [-- trips]` (issue 13): the data set (BENCH_TRIPS or the argument, 1,000,000 by
 * default) on PostgreSQL and on PGlite, the real server over HTTP under autocannon, the bare
 * reference beside it, one table printed and written to bench/results.md.
 *
 * BENCH_SECONDS (5) per load run; BENCH_DB=postgres,pglite (both); BENCH_DATABASE_URL (the local
 * server); BENCH_SKIP_FRONTEND=1 skips B6; BENCH_XACTS=0 skips counting transactions per request;
 * BENCH_NO_CACHE=1 regenerates the PGlite data set and BENCH_PGLITE_COPY=1 runs on a copy of it;
 * BENCH_RESULTS names another file than bench/results.md. R1 and R2 are the resilience tests' long form
 * (bench/resilience.ts; BENCH_SKIP_RESILIENCE=1 skips them). B9 times two analytics reports over a
 * year on PostgreSQL (bench/analytics.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { openPostgres } from "../server/db/client";
import { analyticsRows } from "./analytics";
import { benchFacts, createSessions, loadDataSet } from "./data";
import { pgliteWorkloads, coldStartRow } from "./pglite";
import type { PgFigures } from "./pglite";
import { resilienceRows } from "./resilience";
import { prepareServer, serverArgs, startApp, startReference } from "./server";
import type { Child } from "./server";
import { getShape, searchShape } from "./shapes";
import { createBenchPostgres } from "./support";
import type { BenchRow } from "./table";
import { markdownTable, writeResults } from "./table";
import { whereOf } from "./reference";
import { dispatchWorkloads } from "./dispatch";
import { pagingWorkload, searchWorkloads, tripWorkloads } from "./workloads";
import type { PgContext } from "./workloads";
import { textSearchRows } from "./textSearch";
import { transactionsPerRequest } from "./xacts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TRIPS = Number(process.argv[2] ?? process.env.BENCH_TRIPS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DBS = (process.env.BENCH_DB ?? "postgres,pglite").split(",");
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};
const began = performance.now();
const loadStart = os.loadavg();
async function stage<T>(name: string, run: () => Promise<T>): Promise<T> {
  const s = performance.now();
  log(`— ${name}…`);
  const out = await run();
  log(`— ${name}: ${((performance.now() - s) / 1000).toFixed(1)} s`);
  return out;
}

async function postgresRows(): Promise<{
  rows: BenchRow[];
  version: string;
  pg: PgFigures;
}> {
  const target = await createBenchPostgres(PG_URL);
  const database = await openPostgres({
    url: target.url,
    poolMax: 4,
    statementTimeoutMs: 3_600_000,
    connectTimeoutMs: 5000,
  });
  const children: Child[] = [];
  // Ctrl-C or a kill mid-run: stop the servers and drop the throw-away database all the same.
  const interrupted = async () => {
    for (const child of children) await child.stop().catch(() => undefined);
    await target.drop().catch(() => undefined);
    process.exit(130);
  };
  process.once("SIGINT", () => void interrupted());
  process.once("SIGTERM", () => void interrupted());
  try {
    const version = String(
      ((await database.db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }).rows[0].server_version, // prettier-ignore
    );
    const steps = await stage(`PostgreSQL data set (${TRIPS.toLocaleString("en-US")} trips)`, () =>
      loadDataSet(database, TRIPS),
    ); // prettier-ignore
    log(`PostgreSQL load steps: ${Object.entries(steps).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(", ")}`); // prettier-ignore
    const tokens = await createSessions(database.db);
    const facts = await benchFacts(database.db, tokens);
    const app = await stage("PostgreSQL cold start", () =>
      startApp({ databaseUrl: target.url }, tokens.admin),
    );
    children.push(app);
    const ref = await startReference(target.url);
    children.push(ref);
    const c: PgContext = {
      appUrl: app.url,
      refUrl: ref.url,
      tokens,
      facts,
      seconds: SECONDS,
      log,
      exactCount: async (body) => {
        const result = await database.db.execute(
          sql.raw(
            `select count(*)::int as n from trips t where ${whereOf(body)}`,
          ),
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0].n;
      },
    };
    const rows: BenchRow[] = [coldStartRow("B5 cold start to first page (PostgreSQL)", app.readyMs)]; // prettier-ignore
    rows.push(...(await stage("B1 and B2 (search)", () => searchWorkloads(c))));
    rows.push(...(await stage("B3 (deep pages)", () => pagingWorkload(c))));
    rows.push(...(await stage("B4 (by id, upserts)", () => tripWorkloads(c))));
    rows.push(
      ...(await stage("B7 (board, positions)", () => dispatchWorkloads(c))),
    );
    if (process.env.BENCH_XACTS !== "0") {
      const perRequest = await stage("transactions per request", () =>
        transactionsPerRequest(database.db, target.name, [
          { name: "app search", url: app.url, shape: searchShape(tokens.admin) },
          { name: "reference search", url: ref.url, shape: searchShape(tokens.admin) },
          { name: "app GET", url: app.url, shape: getShape(tokens.admin, facts.readIds) },
        ]),
      ); // prettier-ignore
      log(`PostgreSQL transactions per request (≈ statements): ${Object.entries(perRequest).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(", ")}`); // prettier-ignore
      for (const row of rows) {
        const k = row.workload.startsWith("B1") ? "app search" : row.workload.startsWith("B4 GET") ? "app GET" : null; // prettier-ignore
        if (k) row.note = `${row.note ? `${row.note}; ` : ""}${perRequest[k].toFixed(1)} db transactions/request (reference ${perRequest["reference search"].toFixed(1)})`; // prettier-ignore
      }
    }
    // Last: it gives the completed trips arrival times (a write to the throw-away data set).
    rows.push(
      ...(await stage("B9 (analytics reports)", () =>
        analyticsRows(database.db, TRIPS, log),
      )),
    );
    const figure = (prefix: string) =>
      rows.find((r) => r.workload.startsWith(prefix))?.reqPerSec ?? null;
    return { rows, version, pg: { b1: figure("B1"), get: figure("B4 GET") } };
  } finally {
    process.removeAllListeners("SIGINT").removeAllListeners("SIGTERM");
    for (const child of children) await child.stop();
    await database.close();
    await target.drop();
  }
}

/** B6 is bench/frontend.ts's (another part of the bench); skipped when absent. */
async function frontendRows(): Promise<BenchRow[]> {
  const file = path.join(HERE, "frontend.ts");
  if (process.env.BENCH_SKIP_FRONTEND === "1") {
    log("B6 (front end): skipped (BENCH_SKIP_FRONTEND=1)");
    return [];
  }
  if (!fs.existsSync(file)) {
    log("B6 (front end): skipped (bench/frontend.ts is not there)");
    return [];
  }
  const mod = (await import(pathToFileURL(file).href)) as {
    frontendRows?: () => Promise<BenchRow[]>;
  };
  if (!mod.frontendRows)
    throw new Error("bench/frontend.ts exports no frontendRows");
  try {
    return await mod.frontendRows();
  } catch (e) {
    // The back-end figures of a long run are kept whatever happens to B6.
    log(`B6 (front end) failed: ${e instanceof Error ? e.message : String(e)}`);
    return [];
  }
}

const pgliteVersion = (
  JSON.parse(
    fs.readFileSync(path.join(HERE, "../node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string }
).version; // prettier-ignore

log(`load average at start: ${loadStart.map((l) => l.toFixed(1)).join(", ")} (${os.cpus().length} CPUs)`); // prettier-ignore
await stage("server build (when stale)", async () => prepareServer());
log(`server entry: node ${serverArgs().join(" ")}`);
log(`npm run bench: ${TRIPS.toLocaleString("en-US")} trips, ${SECONDS} s per load run, databases: ${DBS.join(", ")}`); // prettier-ignore
const rows: BenchRow[] = [];
let version: string | null = null;
let pg: PgFigures = { b1: null, get: null };
if (DBS.includes("postgres")) {
  const out = await postgresRows();
  rows.push(...out.rows);
  version = out.version;
  pg = out.pg;
}
if (DBS.includes("pglite"))
  rows.push(...(await pgliteWorkloads(TRIPS, SECONDS, pg, log, stage)));
rows.push(...(await stage("B6 (front end)", frontendRows)));
// B8 on a database of its own: PostgreSQL when the run has it (its documents load in a third of
// PGlite's time).
rows.push(
  ...(await stage("B8 (full-text search)", async () => {
    if (DBS.includes("postgres")) process.env.BENCH_DATABASE_URL ??= PG_URL;
    return textSearchRows(log);
  })),
);
rows.push(
  ...(await stage("R1, R2 (resilience, long form)", async () =>
    resilienceRows(DBS.includes("postgres") ? PG_URL : undefined, log),
  )),
);

const table = markdownTable(rows);
console.log(`\n${table}\n`);
const totalSeconds = (performance.now() - began) / 1000;
log(`total bench duration: ${totalSeconds.toFixed(0)} s`);
const file = process.env.BENCH_RESULTS ?? path.join(HERE, "results.md");
await writeResults(file, rows, { postgresVersion: version, pgliteVersion, trips: TRIPS, seconds: SECONDS, loadStart, loadEnd: os.loadavg() }, lines); // prettier-ignore
console.log(`written to ${path.relative(process.cwd(), file)}`);
process.exit(0);
