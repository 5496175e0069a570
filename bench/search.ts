/**
 * Search benchmark on a large users table: `npm run bench:search [-- rows]`.
 * Uses PGlite in memory, or PostgreSQL (a throw-away database) when BENCH_DATABASE_URL is set.
 * Prints the median time of each query shape over repeated runs; not a test, a measurement.
 */
import { sql } from "drizzle-orm";
import { users } from "../server/db/schema";
import { createSession } from "../server/auth/flows";
import { benchApp, openBenchDatabase, runShapes } from "./support";

const rows = Number(process.argv[2] ?? 1_000_000);

const { database, drop } = await openBenchDatabase();
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

const app = await benchApp(database);
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

const bodies: Record<string, Record<string, unknown>> = {
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
await runShapes(
  app,
  "/api/users/search",
  Object.fromEntries(
    Object.entries(bodies).map(([name, body]) => [name, { headers, body }]),
  ),
);
await app.close();
await database.close();
await drop();
