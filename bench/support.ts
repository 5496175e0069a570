/**
 * What the search benchmarks share: a throw-away database (PGlite in memory, or PostgreSQL when
 * BENCH_DATABASE_URL is set), the app on it, and the median of repeated searches per query shape.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../server/app";
import { testConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { openPglite, openPostgres } from "../server/db/client";

/** A new, empty PostgreSQL database on the server of `baseUrl`, and how to drop it (forcibly). */
export async function createBenchPostgres(
  baseUrl: string,
  prefix = "nemt_bench",
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function openBenchDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (!pgUrl) return { database: await openPglite({}), drop: async () => {} };
  const { url, drop } = await createBenchPostgres(pgUrl);
  const database = await openPostgres({
    url,
    poolMax: 4,
    statementTimeoutMs: 60_000,
    connectTimeoutMs: 5000,
  });
  return { database, drop };
}

export async function benchApp(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: "1000000" }),
    database,
  });
  await app.ready();
  return app;
}

export type Shapes = Record<
  string,
  { headers: Record<string, string>; body: Record<string, unknown> }
>;

/** Prints each shape's median over 7 runs and the total it answered. */
export async function runShapes(
  app: FastifyInstance,
  url: string,
  shapes: Shapes,
): Promise<void> {
  for (const [name, { headers, body }] of Object.entries(shapes)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 7; i++) {
      const s = performance.now();
      const res = await app.inject({
        method: "POST",
        url,
        headers,
        payload: body,
      });
      times.push(performance.now() - s);
      if (res.statusCode !== 200)
        throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = res.json().total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(44)} median ${times[3].toFixed(1).padStart(7)} ms   total ${total.toLocaleString()}`,
    );
  }
}
