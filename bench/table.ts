/**
 * The one table `npm run bench` prints and writes to bench/results.md: one BenchRow per workload,
 * whoever measured it (bench/workloads.ts, or bench/frontend.ts for B6), and the machine it ran on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "prettier";

/** The hand-written reading of the figures, appended to every results file. */
const ANALYSIS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "analysis.md",
);

/** One line of the results table. Throughput rows fill the numbers; other rows use `value`. */
export interface BenchRow {
  /** "B1 search pages 1–10 (postgres)". */
  workload: string;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /** The bare reference (or the row the ratio is taken against) in the same run. */
  refReqPerSec: number | null;
  ratio: number | null;
  /** Shown in the req/s column when reqPerSec is null: "1,020 ms", "412 kB", "score 81". */
  value?: string;
  /** The target in words: "≥0.8× ref, p99 ≤20 ms". */
  target: string;
  /** null: measured for information, no target. */
  pass: boolean | null;
  /** By how much a failed target is missed: "0.62× (needs 0.8×, −23%)". */
  shortfall?: string;
  /** Anything a reader needs to trust the figure: errors, totals checked, statements per request. */
  note?: string;
}

const num = (n: number | null, digits = 0): string =>
  n === null || !Number.isFinite(n)
    ? "—"
    : n.toLocaleString("en-US", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

const verdict = (r: BenchRow): string =>
  r.pass === null
    ? "info"
    : r.pass
      ? "pass"
      : `FAIL${r.shortfall ? `: ${r.shortfall}` : ""}`;

/** Rows as a Markdown table (also readable as plain text in a terminal). */
export function markdownTable(rows: readonly BenchRow[]): string {
  const head = [
    "workload",
    "req/s",
    "p50 ms",
    "p99 ms",
    "ref req/s",
    "ratio",
    "target",
    "result",
    "notes",
  ];
  const lines = rows.map((r) => [
    r.workload,
    r.reqPerSec === null ? (r.value ?? "—") : num(r.reqPerSec),
    num(r.p50Ms, 1),
    num(r.p99Ms, 1),
    num(r.refReqPerSec),
    r.ratio === null ? "—" : `${r.ratio.toFixed(2)}×`,
    r.target,
    verdict(r),
    r.note ?? "",
  ]);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => l[i].length)),
  );
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [
    fmt(head),
    fmt(widths.map((w) => "-".repeat(w))),
    ...lines.map(fmt),
  ].join("\n");
}

/** A ratio target: pass, or how far below it the measure is. */
export function ratioVerdict(
  ratio: number | null,
  needed: number,
): Pick<BenchRow, "pass" | "shortfall"> {
  if (ratio === null) return { pass: false, shortfall: "not measured" };
  if (ratio >= needed) return { pass: true };
  const pct = Math.round((1 - ratio / needed) * 100);
  return {
    pass: false,
    shortfall: `${ratio.toFixed(2)}× (needs ${needed}×, −${pct}%)`,
  };
}

/** An upper-bound target (latency, time): pass, or by how much it is exceeded. */
export function limitVerdict(
  measured: number | null,
  limit: number,
  unit: string,
): Pick<BenchRow, "pass" | "shortfall"> {
  if (measured === null) return { pass: false, shortfall: "not measured" };
  if (measured <= limit) return { pass: true };
  return {
    pass: false,
    shortfall: `${num(measured, 1)} ${unit} (limit ${limit} ${unit}, +${Math.round((measured / limit - 1) * 100)}%)`,
  };
}

/** Combines verdicts of one row (all must pass). */
export function allOf(
  ...parts: Pick<BenchRow, "pass" | "shortfall">[]
): Pick<BenchRow, "pass" | "shortfall"> {
  const failed = parts.filter((p) => p.pass === false);
  if (failed.length === 0) return { pass: true };
  return {
    pass: false,
    shortfall: failed.map((p) => p.shortfall).join("; "),
  };
}

export interface MachineFacts {
  postgresVersion: string | null;
  pgliteVersion: string;
  trips: number;
  seconds: number;
  /** os.loadavg() at the start and the end: other work on the machine skews every figure. */
  loadStart: number[];
  loadEnd: number[];
}

export function machineDescription(facts: MachineFacts): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model ?? "unknown"} × ${cpus.length} (os.cpus(); shared by the load generator, the servers and the database)`,
    `- memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    `- Node.js: ${process.version}`,
    `- PostgreSQL: ${facts.postgresVersion ?? "not run"}`,
    `- PGlite: ${facts.pgliteVersion}`,
    `- load average (1, 5, 15 min) at start ${facts.loadStart.map((l) => l.toFixed(1)).join(", ")}, at end ${facts.loadEnd.map((l) => l.toFixed(1)).join(", ")}`,
    `- data set: ${facts.trips.toLocaleString("en-US")} trips; ${facts.seconds} s per load run (BENCH_SECONDS)`,
  ];
}

/** bench/results.md: the machine, the date, the table and the list of missed targets. */
export async function writeResults(
  file: string,
  rows: readonly BenchRow[],
  facts: MachineFacts,
  log: readonly string[],
): Promise<void> {
  const failed = rows.filter((r) => r.pass === false);
  const text = [
    "# Benchmark results (`npm run bench`)",
    "",
    `Run on ${new Date().toISOString()}.`,
    "",
    "## Machine",
    "",
    ...machineDescription(facts),
    "",
    "## Results",
    "",
    "Ratios (app ÷ the bare reference in the same run) are the figures that count; absolute numbers",
    "depend on the machine. The reference answers the same page with one SQL statement that builds",
    "the JSON envelope (bench/reference.ts).",
    "",
    markdownTable(rows),
    "",
    "## Targets missed",
    "",
    ...(failed.length
      ? failed.map((r) => `- ${r.workload}: ${r.shortfall ?? "failed"}`)
      : ["None."]),
    "",
    "## Run log",
    "",
    "```",
    ...log,
    "```",
    "",
    // The reading of the figures is written by hand in bench/analysis.md and kept across runs.
    fs.existsSync(ANALYSIS) ? fs.readFileSync(ANALYSIS, "utf8") : "",
  ].join("\n");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as `npm test`'s Prettier check expects, so a committed result passes it.
  fs.writeFileSync(file, await format(text, { parser: "markdown" }));
}
