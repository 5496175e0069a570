/**
 * The real server (`npm start`'s entry) as a child process for the resilience tests: started on a
 * free port against a given PGlite data directory or PostgreSQL database, stopped with SIGTERM or
 * killed with SIGKILL, and started again on the same data.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../support/freePort";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  url: string;
  /** Milliseconds from spawn to the first ready answer. */
  startMs: number;
  /** SIGKILL: no shutdown hook runs, PGlite is not closed and the data directory lock stays behind. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

async function exit(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/**
 * Starts the server with `env` on top of the test's environment: no front end (SERVE_CLIENT=false),
 * no standing-order job, warnings only. Resolves once /api/health/ready answers.
 */
export async function startServer(
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
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
        SERVE_CLIENT: "false",
        STANDING_ORDER_JOB: "false",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = started + 120_000;
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
    kill9: () => exit(child, "SIGKILL"),
    stop: () => exit(child, "SIGTERM"),
  };
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on the server of `baseUrl`, dropped (forcibly) by `drop`. */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(
          `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`,
        );
      } finally {
        await c.end();
      }
    },
  };
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** One JSON call with the session's bearer token; rejects when the connection fails. */
export async function call<T = { data: Record<string, unknown> }>(
  baseUrl: string,
  token: string | null,
  method: "GET" | "POST",
  route: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Every row of a search, page by page (1,000 a page, the most the API gives). */
export async function searchAll(
  baseUrl: string,
  token: string,
  route: string,
  filters: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { status, body } = await call<{
      data: Record<string, unknown>[];
      hasNextPage: boolean;
    }>(baseUrl, token, "POST", route, {
      pageNumber,
      pageSize: 1000,
      ...filters,
    });
    if (status !== 200) throw new Error(`${route}: ${status}`);
    rows.push(...body.data);
    if (!body.hasNextPage) return rows;
  }
}
