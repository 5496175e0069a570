/**
 * The processes under load: the REAL server (as `npm start` runs it: the bundle, or
 * server/cli/start.ts under tsx) and the
 * reference (bench/reference.ts), each a child process with its own event loop, on a free port.
 */
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freePort } from "../tests/support/freePort";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Child {
  url: string;
  /** Milliseconds from spawn to the first answer of the readiness probe. */
  readyMs: number;
  /** The last lines the process printed (for errors). */
  output(): string;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Spawns `node <args>` and polls `probe` (a full request, e.g. the first search page)
 * every 10 ms until it answers 200: the time to that answer is the cold start.
 */
async function spawnUntil(
  args: string[],
  env: Record<string, string | undefined>,
  probe: (url: string) => Promise<Response>,
  port: number,
): Promise<Child> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const entry = args.join(" ");
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // An undefined value removes the variable (a PGlite run must not inherit DATABASE_URL).
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const deadline = started + 300_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${entry} exited (${child.exitCode}):\n${output}`);
    try {
      const res = await probe(url);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stopChild(child);
      throw new Error(`${entry} did not answer:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    url,
    readyMs: performance.now() - started,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** The request a cold start waits for: the first page of trips, as the list loads it. */
export const firstPage = (token: string) => (url: string) =>
  fetch(`${url}/api/trips/search`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ pageNumber: 1, pageSize: 25 }),
  });

const BUNDLE_START = path.join(ROOT, "scripts", "start.mjs");

/**
 * `npm start`'s way of running the server: its bundle (scripts/start.mjs) when the project has one,
 * else the sources under tsx. BENCH_SERVER_ENTRY=tsx forces the sources.
 */
export function serverArgs(): string[] {
  const bundle =
    process.env.BENCH_SERVER_ENTRY !== "tsx" && fs.existsSync(BUNDLE_START);
  return bundle ? [BUNDLE_START] : ["--import", "tsx", "server/cli/start.ts"];
}

/** Builds the server bundle when stale, so no cold start pays for a build. */
export function prepareServer(): void {
  if (serverArgs()[0] !== BUNDLE_START) return;
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, "scripts", "build-server.mjs")).href)});
       if (m.serverBuildIsStale()) await m.buildServer();`,
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
}

/** The app on PostgreSQL (databaseUrl) or on a PGlite data directory (dataDir). */
export async function startApp(
  db: { databaseUrl: string } | { dataDir: string },
  token: string,
): Promise<Child> {
  const port = await freePort();
  return spawnUntil(
    serverArgs(),
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The API only: the front end is B6's (bench/frontend.ts), and a build would skew the start.
      SERVE_CLIENT: "false",
      SEED: "none",
      STANDING_ORDER_JOB: "false",
      PERIODIC_JOBS: "false",
      // Per-request info logs go to a pipe here; production ships them elsewhere.
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000000000",
      ...("databaseUrl" in db
        ? {
            DATABASE_URL: db.databaseUrl,
            DATA_DIR: path.join(os.tmpdir(), "nemt-bench-uploads"),
          }
        : { DATA_DIR: db.dataDir, DATABASE_URL: undefined }),
    },
    firstPage(token),
    port,
  );
}

/** The reference on the same PostgreSQL database. */
export async function startReference(databaseUrl: string): Promise<Child> {
  const port = await freePort();
  return spawnUntil(
    ["--import", "tsx", "bench/reference.ts"],
    {
      BENCH_REFERENCE_MAIN: "1",
      REF_DATABASE_URL: databaseUrl,
      REF_PORT: String(port),
    },
    (url) => fetch(`${url}/api/health/live`),
    port,
  );
}
