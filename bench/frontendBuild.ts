/**
 * B6's builds and server: the portal's client (`vite build` into dist/, which the server serves),
 * the minimal react-admin app of bench/minimal-app built in a temporary folder with the project's
 * node_modules, and the real server (server/cli/start.ts) on a fresh data directory with the demo
 * data, as a child process.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../tests/support/freePort";

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
const VITE = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");

/** Runs `vite build` in `cwd`; returns the wall time in ms. */
export function viteBuild(cwd: string, args: string[] = []): number {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [VITE, "build", "--logLevel", "warn", ...args],
    {
      cwd,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return performance.now() - started;
}

/** The minimal app built from its template in a temporary folder: its dist and a clean-up. */
export function buildMinimalApp(): {
  distDir: string;
  buildMs: number;
  remove: () => void;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-minimal-app-"));
  fs.cpSync(path.join(ROOT, "bench", "minimal-app"), dir, { recursive: true });
  fs.symlinkSync(
    path.join(ROOT, "node_modules"),
    path.join(dir, "node_modules"),
  );
  const buildMs = viteBuild(dir);
  return {
    distDir: path.join(dir, "dist"),
    buildMs,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

/** `node --import tsx server/cli/start.ts` on a new data directory (demo seed), serving dist/. */
export async function startRealApp(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-b6-data-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/cli/start.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        SEED: "demo",
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "1000000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-8000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server/cli/start.ts exited:\n${output}`);
    }
    const ready = await fetch(`${url}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server/cli/start.ts did not answer:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
