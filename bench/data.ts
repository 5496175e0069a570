/**
 * Builds the bench data set in a migrated database, fast: the big tables' secondary indexes are
 * dropped and rebuilt after the load (one sort per index instead of a million inserts into each),
 * and triggers and foreign-key checks are off during it (session_replication_role = replica; the
 * generator writes the trigger's patient_name itself and only valid references). Then VACUUM
 * ANALYZE, as autovacuum would have left a production table. PGlite data directories are cached by
 * trip count and the hash of the migrations and of the generator.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { hashToken, newToken } from "../server/auth/secrets";
import type { Database, Db } from "../server/db/client";
import { MIGRATIONS_FOLDER } from "../server/db/client";
import { sessions } from "../server/db/schema";
import { PAYMENTS_SQL, referenceDataSql, tripsSql, uid } from "./dataSql";

const BIG_TABLES = ["trips", "payment_records", "patients"];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function query<T>(db: Db, text: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

/**
 * Runs bulk inserts in one transaction with the tables' indexes dropped (constraints kept) and
 * triggers off, then builds the indexes again: far faster than maintaining them row by row. Answers
 * the milliseconds the index builds took.
 */
export async function withoutIndexes(
  db: Db,
  tables: readonly string[],
  run: (tx: Db) => Promise<void>,
): Promise<number> {
  let indexMs = 0;
  await db.transaction(async (tx: Db) => {
    const indexes = await query<{ indexname: string; indexdef: string }>(
      tx,
      `select indexname, indexdef from pg_indexes i
       where schemaname = 'public' and tablename in (${tables.map((t) => `'${t}'`).join(",")})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const { indexname } of indexes)
      await tx.execute(sql.raw(`drop index "${indexname}"`));
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    await run(tx);
    const s = performance.now();
    for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
    indexMs = performance.now() - s;
  });
  return indexMs;
}

/** Milliseconds per load step, for the report. */
export type LoadTimes = Record<string, number>;

/** Loads the data set into a migrated, empty database; returns each step's duration. */
export async function loadDataSet(
  database: Database,
  trips: number,
): Promise<LoadTimes> {
  const times: LoadTimes = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const s = performance.now();
    const out = await run();
    times[name] = performance.now() - s;
    return out;
  };
  await step("migrate", () => database.migrate());
  await step("load", () =>
    withoutIndexes(database.db, BIG_TABLES, async (tx) => {
      for (const text of referenceDataSql(trips))
        await tx.execute(sql.raw(text));
      for (const text of tripsSql(trips)) await tx.execute(sql.raw(text));
      await tx.execute(sql.raw(PAYMENTS_SQL));
    }).then((indexMs) => {
      times.indexes = indexMs;
    }),
  );
  // "load" above includes the index builds: report the rows and the indexes apart.
  times.rows = times.load - times.indexes;
  delete times.load;
  await step("vacuum analyze", () =>
    database.db.execute(sql.raw("vacuum analyze")),
  );
  return times;
}

/** The key of a cached PGlite data set: trip count, migrations and the generator's SQL. */
export function dataSetKey(trips: number): string {
  const hash = createHash("sha256");
  const files = fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true });
  for (const f of files.map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, f);
    if (fs.statSync(full).isFile())
      hash.update(f).update(fs.readFileSync(full));
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The generator's SQL decides the rows; how it is run (this file) does not.
  hash.update(fs.readFileSync(path.join(here, "dataSql.ts")));
  return `pglite-${trips}-${hash.digest("hex").slice(0, 12)}`;
}

/** The bench's accounts and a fresh session for each (created per run: sessions expire). */
export interface BenchSessions {
  admin: string;
  dataAdmin: string;
  nurse: string;
  /** Driver accounts' tokens by user id. */
  drivers: Map<string, string>;
}

export async function createSessions(db: Db): Promise<BenchSessions> {
  const users = await query<{ id: string; email: string }>(
    db,
    `select id, email from users where email like 'bench-%@example.test'`,
  );
  // Far enough for any run; the app checks expiry and idleness against the stored times.
  const expiresAt = new Date(Date.now() + 12 * 3600_000);
  const tokens = new Map(users.map((u) => [u.id, newToken()]));
  await db.insert(sessions).values(
    users.map((u) => ({
      tokenHash: hashToken(tokens.get(u.id) as string),
      userId: u.id,
      userAgent: "nemt-bench",
      expiresAt,
    })),
  );
  const byEmail = (email: string) => {
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`bench user ${email} is missing`);
    return tokens.get(user.id) as string;
  };
  return {
    admin: byEmail("bench-admin@example.test"),
    dataAdmin: byEmail("bench-data@example.test"),
    nurse: byEmail("bench-nurse@example.test"),
    drivers: new Map(
      users
        .filter((u) => u.email.startsWith("bench-driver-"))
        .map((u) => [u.id, tokens.get(u.id) as string]),
    ),
  };
}

/** What the workloads pick from: ids to read and update, the trips under way, the filter values. */
export interface BenchFacts {
  tripCount: number;
  readIds: string[];
  updateIds: string[];
  /** One trip in progress per driver account, with the account's token. */
  underWay: { tripId: string; token: string }[];
  facilityId: string;
  /** The nurse's facility (the nurse's scoped list). */
  nurseFacilityId: string;
}

export async function benchFacts(
  db: Db,
  tokens: BenchSessions,
): Promise<BenchFacts> {
  const [{ n }] = await query<{ n: number }>(
    db,
    `select count(*)::int as n from trips`,
  );
  const ids = (text: string) =>
    query<{ id: string }>(db, text).then((rows) => rows.map((r) => r.id));
  // md5-shaped ids: ordering by id is a deterministic, well-spread sample.
  const readIds = await ids(`select id from trips order by id limit 2000`);
  const updateIds = await ids(
    `select id from trips where trip_status = 'pending' and driver_id is null order by id limit 400`,
  );
  const way = await query<{ trip_id: string; user_id: string }>(
    db,
    `select t.id as trip_id, d.user_id from trips t join drivers d on d.id = t.driver_id
     where t.trip_status = 'in-progress' and d.user_id is not null order by d.user_id`,
  );
  const [{ facility, nurse }] = await query<{
    facility: string;
    nurse: string;
  }>(db, `select ${uid("fac", "7")} as facility, ${uid("fac", "1")} as nurse`);
  return {
    tripCount: Number(n),
    readIds,
    updateIds,
    underWay: way.map((w) => ({
      tripId: w.trip_id,
      token: tokens.drivers.get(w.user_id) as string,
    })),
    facilityId: facility,
    nurseFacilityId: nurse,
  };
}
