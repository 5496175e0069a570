/**
 * B5 on PGlite: the data set in a PGlite data directory (generated once per trip count, schema and
 * generator, cached under /tmp/nemt-bench-cache), the app started on it, and B1 and B4's reads with
 * a health call beside them.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "../server/db/client";
import { benchFacts, createSessions, dataSetKey, loadDataSet } from "./data";
import { cannon, problems } from "./load";
import type { LoadResult } from "./load";
import { getShape, healthShape, searchShape } from "./shapes";
import type { BenchRow } from "./table";
import { limitVerdict, ratioVerdict } from "./table";
import { serverArgs, startApp } from "./server";

const CACHE = process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), "nemt-bench-cache"); // prettier-ignore

/** The cached data directory for `trips`, generated when missing; says how it was obtained. */
export async function cachedDataDir(
  trips: number,
  log: (line: string) => void,
): Promise<string> {
  const dir = path.join(CACHE, dataSetKey(trips));
  const done = path.join(dir, "complete.json");
  // Another bench process generating the same data set: wait for it rather than wipe its work.
  for (
    let said = false;
    !fs.existsSync(done) && generatorAlive(dir);
    said = true
  ) {
    if (!said)
      log(`PGlite data set: another process is generating ${dir}; waiting`);
    await new Promise((r) => setTimeout(r, 5000));
  }
  if (fs.existsSync(done) && process.env.BENCH_NO_CACHE !== "1") {
    const meta = JSON.parse(fs.readFileSync(done, "utf8")) as {
      loadMs: number;
    };
    log(`PGlite data set: cached in ${dir} (generated earlier in ${(meta.loadMs / 1000).toFixed(1)} s); not regenerated`); // prettier-ignore
    return dir;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  // Older data sets of this size (an earlier schema or generator) are no use any more: 3 GB each.
  const prefix = `pglite-${trips}-`;
  for (const old of fs.existsSync(CACHE) ? fs.readdirSync(CACHE) : [])
    if (old.startsWith(prefix) && !generatorAlive(path.join(CACHE, old)))
      fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
  const s = performance.now();
  const database = await openPglite({ dataDir: dir });
  const steps = await loadDataSet(database, trips);
  await database.close();
  const loadMs = performance.now() - s;
  fs.writeFileSync(done, JSON.stringify({ loadMs, steps }));
  const detail = Object.entries(steps).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`); // prettier-ignore
  log(`PGlite data set: generated in ${(loadMs / 1000).toFixed(1)} s (${detail.join(", ")}), cached in ${dir}`); // prettier-ignore
  return dir;
}

/** Whether the data directory's lock (server/db/dataDirLock.ts) is held by a live process. */
function generatorAlive(dir: string): boolean {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dir, "portal.lock.pid"), "utf8")) as { pid?: number }; // prettier-ignore
    if (typeof owner.pid !== "number" || owner.pid === process.pid)
      return false;
    process.kill(owner.pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface PgFigures {
  b1: number | null;
  get: number | null;
}

/** B5's rows: cold start, B1 and GET with the health call beside them, against PostgreSQL's. */
export async function pgliteWorkloads(
  trips: number,
  seconds: number,
  pg: PgFigures,
  log: (line: string) => void,
  stage: <T>(name: string, run: () => Promise<T>) => Promise<T>,
): Promise<BenchRow[]> {
  const cached = await stage("PGlite data set", () =>
    cachedDataDir(trips, log),
  );
  // In place by default: a copy of 1M trips (3 GB) takes a minute, and a run only adds sessions and
  // read records to it. BENCH_PGLITE_COPY=1 runs on a fresh copy instead.
  const copy = process.env.BENCH_PGLITE_COPY === "1";
  const dir = copy
    ? fs.mkdtempSync(path.join(os.tmpdir(), "nemt-bench-pglite-"))
    : cached;
  try {
    if (copy)
      await stage("PGlite copy", async () => {
        execFileSync("cp", ["-a", "--reflink=auto", `${cached}/.`, dir]);
        fs.rmSync(path.join(dir, "complete.json"), { force: true });
      });
    const database = await openPglite({ dataDir: dir });
    const tokens = await createSessions(database.db);
    const facts = await benchFacts(database.db, tokens);
    await database.close();
    const app = await stage("PGlite cold start", () =>
      startApp({ dataDir: dir }, tokens.admin),
    );
    const rows: BenchRow[] = [
      coldStartRow("B5 cold start to first page (PGlite)", app.readyMs),
    ];
    try {
      const o = { connections: 10, seconds };
      const alone = await cannon(app.url, healthShape, { connections: 1, seconds: 3 }); // prettier-ignore
      log(`B5 health alone: ${alone.reqPerSec.toFixed(0)} req/s, p99 ${alone.p99Ms} ms`); // prettier-ignore
      const beside = async (name: string, run: Promise<LoadResult>) => {
        const [w, h] = await Promise.all([
          run,
          cannon(app.url, healthShape, { connections: 1, seconds }),
        ]);
        log(`${name}: ${w.reqPerSec.toFixed(0)} req/s (p99 ${w.p99Ms} ms), health beside it ${h.reqPerSec.toFixed(0)} req/s, p99 ${h.p99Ms} ms ${problems(w)}`); // prettier-ignore
        return { w, h };
      };
      const b1 = await stage("B5 B1 on PGlite", () =>
        beside("B5 B1 (PGlite)", cannon(app.url, searchShape(tokens.admin), o)),
      );
      const get = await stage(
        "B5 GET on PGlite",
        () =>
        beside("B5 GET (PGlite)", cannon(app.url, getShape(tokens.admin, facts.readIds), o)), // prettier-ignore
      );
      const ratio = (x: number, of: number | null) => (of ? x / of : null);
      const b1Ratio = ratio(b1.w.reqPerSec, pg.b1);
      rows.push(
        {
          workload: "B5 B1 search on PGlite (vs PostgreSQL B1)",
          reqPerSec: b1.w.reqPerSec,
          p50Ms: b1.w.p50Ms,
          p99Ms: b1.w.p99Ms,
          refReqPerSec: pg.b1,
          ratio: b1Ratio,
          target: "≥0.5× PostgreSQL",
          ...(pg.b1 ? ratioVerdict(b1Ratio, 0.5) : { pass: null }),
          note: [pg.b1 ? "ref = the app's B1 on PostgreSQL" : "PostgreSQL not run", problems(b1.w)].filter(Boolean).join("; "), // prettier-ignore
        },
        {
          workload: "B5 health p99 while B1 runs (PGlite)",
          reqPerSec: b1.h.reqPerSec,
          p50Ms: b1.h.p50Ms,
          p99Ms: b1.h.p99Ms,
          refReqPerSec: alone.reqPerSec,
          ratio: b1.h.reqPerSec / alone.reqPerSec,
          target: "p99 ≤100 ms",
          ...limitVerdict(b1.h.p99Ms, 100, "ms p99"),
          note: `GET /api/health/live, 1 connection; ref = health alone (p99 ${alone.p99Ms} ms)`,
        },
        {
          workload: "B5 GET /trips/{id} on PGlite (vs PostgreSQL)",
          reqPerSec: get.w.reqPerSec,
          p50Ms: get.w.p50Ms,
          p99Ms: get.w.p99Ms,
          refReqPerSec: pg.get,
          ratio: ratio(get.w.reqPerSec, pg.get),
          target: "—",
          pass: null,
          note: `health beside it: p99 ${get.h.p99Ms} ms${problems(get.w) ? `; ${problems(get.w)}` : ""}`,
        },
      );
    } finally {
      await app.stop();
    }
    return rows;
  } finally {
    if (copy) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function coldStartRow(workload: string, ms: number): BenchRow {
  return {
    workload,
    reqPerSec: null,
    value: `${ms.toFixed(0)} ms`,
    p50Ms: null,
    p99Ms: null,
    refReqPerSec: null,
    ratio: null,
    target: "≤1,500 ms",
    ...limitVerdict(ms, 1500, "ms"),
    note: `spawn of node ${serverArgs()
      .join(" ")
      .replace(process.cwd() + "/", "")} to the first answered search page`,
  };
}
