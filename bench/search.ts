/**
 * Search benchmark on a large users table: `npm run bench:search [-- rows]`.
 * Uses PGlite in memory, or PostgreSQL (a throw-away database) when BENCH_DATABASE_URL is set.
 * Prints the median time of each query shape over repeated runs; not a test, a measurement.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/app";
import { testConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { openPglite, openPostgres } from "../server/db/client";
import { users } from "../server/db/schema";
import { createSession } from "../server/auth/flows";

const rows = Number(process.argv[2] ?? 1_000_000);
const pgUrl = process.env.BENCH_DATABASE_URL;

async function open(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  if (!pgUrl) return { database: await openPglite({}), drop: async () => {} };
  const name = `nemt_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres({
    url: url.toString(),
    poolMax: 4,
    statementTimeoutMs: 60_000,
    connectTimeoutMs: 5000,
  });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const { database, drop } = await open();
await database.migrate();
const t0 = performance.now();
await database.db.execute(sql`
  insert into users (email, first_name, last_name, roles, active, require_password_reset)
  select 'user' || g || '@example.test',
         (array['Ann','Bob','Cleo','Dev','Eve','Finn','Gus','Hana'])[1 + g % 8],
         'Surname' || (g % 9973),
         array[(array['customer','driver','nurse','facilityadmin','dataadmin'])[1 + g % 5]],
         g % 17 <> 0,
         g % 23 = 0
  from generate_series(1, ${rows}) g`);
await database.db.execute(sql`analyze users`);
const loadMs = performance.now() - t0;

const app = await buildApp({
  config: testConfig({ RATE_LIMIT_MAX: "1000000" }),
  database,
});
await app.ready();
const [admin] = await database.db
  .insert(users)
  .values({
    email: "bench-admin@example.test",
    firstName: "Bench",
    lastName: "Admin",
    roles: ["systemadmin"],
  })
  .returning();
const token = await createSession(app, admin.id);
const headers = { authorization: `Bearer ${token}` };

const shapes: Record<string, Record<string, unknown>> = {
  "first page, default sort": { pageNumber: 1, pageSize: 10 },
  "sort by email desc": {
    pageNumber: 1,
    pageSize: 25,
    sortBy: "email",
    sortDescending: true,
  },
  "filter roleCode=nurse": { pageNumber: 1, pageSize: 10, roleCode: "nurse" },
  "filter active=false, sort createdAt": {
    pageNumber: 1,
    pageSize: 10,
    additionalBooleanFilters: { active: false },
    sortBy: "createdAt",
  },
  "searchTerm 'surname42'": {
    pageNumber: 1,
    pageSize: 10,
    searchTerm: "surname42",
  },
  "searchTerm rare 'user999999@'": {
    pageNumber: 1,
    pageSize: 10,
    searchTerm: "user999999@",
  },
  "page 100 of default sort": { pageNumber: 100, pageSize: 10 },
};

console.log(
  `engine ${database.kind}, ${rows.toLocaleString()} users loaded in ${(loadMs / 1000).toFixed(1)} s`,
);
for (const [name, body] of Object.entries(shapes)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/users/search",
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
    `${name.padEnd(40)} median ${times[3].toFixed(1).padStart(7)} ms   total ${total.toLocaleString()}`,
  );
}
await app.close();
await database.close();
await drop();
