/**
 * R1 and R2 of `npm run bench`: the resilience tests' long form (tests/resilience/support/mode.ts,
 * RESILIENCE_LONG=1): 20 kill -9 trials per database and 60 s of load at 50 connections, where CI
 * runs the short form. Run through vitest as CI runs them (same assertions), each test's figures
 * read back from the file RESILIENCE_FIGURES names. BENCH_SKIP_RESILIENCE=1 skips them.
 * `node --import tsx bench/resilience.ts` runs only these and prints their rows (BENCH_DATABASE_URL,
 * or the local PostgreSQL; BENCH_DB=pglite for PGlite alone).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ResilienceFigure } from "../tests/resilience/support/mode";
import type { BenchRow } from "./table";
import { markdownTable } from "./table";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function row(figure: ResilienceFigure, failed: boolean): BenchRow {
  const empty = { p50Ms: null, p99Ms: null, refReqPerSec: null, ratio: null };
  if (figure.test === "kill9")
    return {
      ...empty,
      workload: `R1 kill -9 during writes, ${figure.trials} trials (${figure.database})`,
      reqPerSec: null,
      value: `${figure.lost} lost`,
      target: "0 acknowledged writes lost",
      pass: figure.lost === 0 && !failed,
      shortfall: figure.lost ? `${figure.lost} lost` : undefined,
      note: `${figure.acknowledged.toLocaleString("en-US")} acknowledged writes; restart p50 ${figure.restartP50Ms} ms`,
    };
  const problems = figure.errors + figure.non2xx + figure.timeouts;
  return {
    ...empty,
    workload: `R2 load ${figure.connections} connections × ${figure.seconds} s, demo data (${figure.database})`,
    reqPerSec: figure.reqPerSec,
    p50Ms: figure.p50Ms,
    p99Ms: figure.p99Ms,
    target: "no error, timeout or non-2xx",
    pass: problems === 0 && !failed,
    shortfall: problems
      ? `${figure.errors} errors, ${figure.non2xx} non-2xx, ${figure.timeouts} timeouts`
      : undefined,
    note: `${figure.requests.toLocaleString("en-US")} requests`,
  };
}

/**
 * Runs tests/resilience/ in its long form; PostgreSQL's half when `postgresUrl` is given. A failed
 * run still gives the rows it measured (marked failed), plus its last output in the log.
 */
export function resilienceRows(
  postgresUrl: string | undefined,
  log: (line: string) => void,
): BenchRow[] {
  if (process.env.BENCH_SKIP_RESILIENCE === "1") {
    log("R1, R2 (resilience): skipped (BENCH_SKIP_RESILIENCE=1)");
    return [];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-bench-resilience-"));
  const figures = path.join(dir, "figures.jsonl");
  try {
    const env: Record<string, string | undefined> = {
      ...process.env,
      RESILIENCE_LONG: "1",
      RESILIENCE_FIGURES: figures,
      TEST_DATABASE_URL: postgresUrl,
    };
    if (!postgresUrl) delete env.TEST_DATABASE_URL;
    const vitest = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const run = spawnSync(
      process.execPath,
      [vitest, "run", "--config", "vitest.resilience.config.ts", "tests/resilience/"],
      { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    ); // prettier-ignore
    const failed = run.status !== 0;
    if (failed)
      log(`resilience long form failed (${run.status}):\n${`${run.stdout}${run.stderr}`.slice(-4000)}`); // prettier-ignore
    const lines = fs.existsSync(figures)
      ? fs.readFileSync(figures, "utf8").split("\n").filter(Boolean)
      : [];
    const rows = lines.map((l) =>
      row(JSON.parse(l) as ResilienceFigure, failed),
    );
    for (const r of rows) log(`${r.workload}: ${r.value ?? `${r.reqPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`}; ${r.note}`); // prettier-ignore
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pg = (process.env.BENCH_DB ?? "postgres,pglite").includes("postgres");
  const url =
    process.env.BENCH_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  console.log(
    `\n${markdownTable(resilienceRows(pg ? url : undefined, console.log))}\n`,
  );
}
