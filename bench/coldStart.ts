/**
 * Cold start (issue 13, B5: ≤ 1.5 s to the first served page): the time from spawning the production
 * start (`npm start`'s command, scripts/start.mjs, which runs the prebuilt bundle dist-server/) to the
 * first `POST /api/trips/search` answered 200.
 *
 * `measureColdStart(env, { token })` times one start with a session that already exists (the bench
 * creates its sessions in the database beforehand); without a token it signs in as the demo data
 * administrator as part of the timing (the database must have been seeded with SEED=demo).
 *
 * Run as a script, it measures PostgreSQL and PGlite on throw-away databases: one start seeds the demo
 * data and signs in, then `--runs` (5) starts are timed with that session:
 *   node --import tsx bench/coldStart.ts [postgres|pglite ...] [--runs N] [--tsx]
 * `--tsx` times the TypeScript sources under tsx instead (the start before the bundle, for comparison).
 * BENCH_DATABASE_URL picks the PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { freePort } from "../tests/support/freePort";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * `npm start`'s command (package.json), for `spawn(process.execPath, PRODUCTION_START, { cwd })` from
 * the repository root after `ensureServerBundle()`; and the TypeScript start it replaced.
 */
export const PRODUCTION_START = ["scripts/start.mjs"];
const TSX_ARGV = ["--import", "tsx", "server/cli/start.ts"];

export const DEMO_SIGN_IN = {
  email: "dataadmin@example.com",
  password: "ChangeMe-2026!",
};

export interface ColdStartOptions {
  /** A session's bearer token; without one the probe signs in (DEMO_SIGN_IN) inside the timing. */
  token?: string;
  /** "production" (default): npm start's command; "tsx": the sources under tsx (npm run dev's). */
  mode?: "production" | "tsx";
  /** Gives up after this long (default 120 s). */
  timeoutMs?: number;
}

/** The server bundle, built now if its sources changed, so no timed start includes a build. */
export function ensureServerBundle(): void {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token)
    throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function firstPage(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/trips/search`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ pageNumber: 1, pageSize: 25 }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** CPU time (user + system, every thread) the process has used so far, in ms; null off Linux. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields 14 and 15 (utime, stime), counted after the parenthesised command name.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export interface ColdStart {
  /** Wall-clock ms from spawn to the first page answered 200. */
  ms: number;
  /** The server's CPU ms by then (a steadier figure than `ms` on a loaded machine); null off Linux. */
  cpuMs: number | null;
}

/** `measureColdStart`, with the server's CPU time beside the wall-clock time. */
export async function coldStart(
  env: Record<string, string>,
  options: ColdStartOptions = {},
  onReady?: (url: string, token: string) => Promise<void>,
): Promise<ColdStart> {
  let cpu: number | null = null;
  const ms = await measureColdStart(env, options, async (url, token, pid) => {
    cpu = cpuMs(pid);
    await onReady?.(url, token);
  });
  return { ms, cpuMs: cpu };
}

/**
 * Starts the server with `env` on top of this process's environment less DATABASE_URL (so PGlite
 * unless `env` sets it; SERVE_CLIENT=false, a free PORT and HOST=127.0.0.1 unless given), polls
 * every 10 ms until the first search page answers 200, then stops the server. Resolves to the
 * milliseconds from spawn to that answer; `onReady` runs first, while the server is still up (the
 * seeding start signs in there).
 */
export async function measureColdStart(
  env: Record<string, string>,
  options: ColdStartOptions = {},
  onReady?: (url: string, token: string, pid?: number) => Promise<void>,
): Promise<number> {
  const port = env.PORT ?? String(await freePort());
  const host = env.HOST ?? "127.0.0.1";
  const url = `http://${host}:${port}`;
  const argv = options.mode === "tsx" ? TSX_ARGV : PRODUCTION_START;
  if (argv === PRODUCTION_START) ensureServerBundle();
  const started = performance.now();
  // A PGlite run must not inherit this process's DATABASE_URL.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: "production",
      SERVE_CLIENT: "false",
      LOG_LEVEL: "warn",
      STANDING_ORDER_JOB: "false",
      PERIODIC_JOBS: "false",
      PUBLIC_URL: url,
      ...env,
      PORT: port,
      HOST: host,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const deadline = started + (options.timeoutMs ?? 120_000);
  try {
    let token = options.token;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      if (performance.now() > deadline)
        throw new Error(`the server did not answer:\n${output}`);
      try {
        token ??= await signIn(url);
        const status = await firstPage(url, token);
        if (status === 200) break;
        if (status !== 503)
          throw new Error(`the first page answered ${status}:\n${output}`);
      } catch (e) {
        // Not listening yet: the request never reached a server.
        if (!(e instanceof TypeError)) throw e;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = performance.now() - started;
    await onReady?.(url, token, child.pid);
    return ms;
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** A throw-away database (PostgreSQL) or data directory (PGlite), and how to remove it. */
async function throwAway(
  kind: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-coldstart-"));
  const removeDir = async () =>
    fs.rmSync(dir, { recursive: true, force: true });
  if (kind === "pglite") return { env: { DATA_DIR: dir }, drop: removeDir };
  const base =
    process.env.BENCH_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `nemt_coldstart_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await removeDir();
    },
  };
}

async function main(args: string[]): Promise<void> {
  const flag = (name: string) => args.indexOf(name);
  const runsAt = flag("--runs");
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  const mode = flag("--tsx") >= 0 ? "tsx" : "production";
  const kinds = args.filter(
    (a, i) => !a.startsWith("--") && (runsAt < 0 || i !== runsAt + 1),
  );
  for (const kind of kinds.length ? kinds : ["postgres", "pglite"]) {
    const db = await throwAway(kind);
    try {
      let token = "";
      const seeding = await coldStart(
        { ...db.env, SEED: "demo" },
        { mode },
        async (_url, t) => {
          token = t;
        },
      );
      const starts: ColdStart[] = [];
      for (let i = 0; i < runs; i++)
        starts.push(
          await coldStart({ ...db.env, SEED: "demo" }, { mode, token }),
        );
      const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(", ");
      const wall = starts.map((s) => s.ms);
      const cpu = starts.flatMap((s) => (s.cpuMs === null ? [] : [s.cpuMs]));
      const load = os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ");
      console.log(
        `${kind} (${mode}), load ${load}: seeding start ${seeding.ms.toFixed(0)} ms; ` +
          `cold start ${list(wall)} ms, median ${median(wall).toFixed(0)} ms; ` +
          `CPU ${list(cpu)} ms, median ${cpu.length ? median(cpu).toFixed(0) : "?"} ms`,
      );
    } finally {
      await db.drop();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  await main(process.argv.slice(2));
