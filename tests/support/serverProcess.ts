/**
 * The real server as a child process, from the production bundle (dist-server/start.js, what
 * `npm start` runs): for the e2e, resilience and scale-out runs. Started on a free port, ready once
 * /api/health/ready answers; stopped with SIGTERM (the graceful shutdown) or killed with SIGKILL.
 * Under tsx a start took 16–22 s on the busy CI machine (the imports alone); the bundle takes ~4 s.
 */
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "./freePort";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const BUNDLE_START = path.join(ROOT, "dist-server", "start.js");

/**
 * Builds dist-server/ when it is missing or older than server/ and domain/, as `npm start` does.
 * Called once per run (the vitest global setups): servers started afterwards never race a build.
 */
export function buildServerBundle(): void {
  const script = pathToFileURL(path.join(ROOT, "scripts", "build-server.mjs"));
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(script.href)});
       if (m.serverBuildIsStale()) await m.buildServer();`,
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
}

/**
 * For the API-only runs (resilience, scale-out): production mode, no front end, no standing-order
 * job, so a start is the server's own cost. PostgreSQL's connect timeout is generous: a restart
 * during the kill -9 trials on a crowded machine took longer than the 3 s default to connect.
 */
export const API_ONLY: Readonly<Record<string, string>> = {
  NODE_ENV: "production",
  SERVE_CLIENT: "false",
  STANDING_ORDER_JOB: "false",
  PERIODIC_JOBS: "false",
  DB_CONNECT_TIMEOUT_MS: "30000",
};

export interface ServerProcess {
  url: string;
  /** Milliseconds from spawn to the first ready answer. */
  startMs: number;
  /** What the process printed so far (for a failure's message). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, PGlite is not closed and the data directory lock stays behind. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown (in-flight requests finish, PGlite closes, the lock is released). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Open the app at this address (e.g. the machine's own network address): the server then listens
   * on every interface, as `npm start` does by default. Loopback otherwise.
   */
  address?: string;
  /** How long the start may take (a start that builds the front end first takes a minute or more). */
  timeoutMs?: number;
}

async function exit(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/**
 * Starts `node dist-server/start.js` with `env` over the test runner's environment (which it
 * inherits, NODE_ENV included, as before); the caller names the database (DATA_DIR, DATABASE_URL).
 */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://${options.address ?? "127.0.0.1"}:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [BUNDLE_START], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: options.address ? "0.0.0.0" : "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await exit(child, "SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    startMs: Date.now() - started,
    output: () => output,
    kill9: () => exit(child, "SIGKILL"),
    stop: () => exit(child, "SIGTERM"),
  };
}
