/**
 * One schema, one query set, two engines: PGlite (embedded default, persisted under DATA_DIR) and
 * PostgreSQL when DATABASE_URL is set.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./dataDirLock";
import * as schema from "./schema";

export { DataDirLockedError } from "./dataDirLock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `handler` gets each NOTIFY payload sent by any process on this database,
   * after the notifying transaction commits. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
  ): Promise<() => Promise<void>>;
}

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

export interface PgliteOptions {
  /** undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** Starts from a dump made by `dumpDataDir` (tests: a migrated template) instead of an empty cluster. */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  kind: "pglite";
  /** An uncompressed tarball of the data directory, for `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite({
  dataDir,
  loadDataDir,
}: PgliteOptions): Promise<PgliteDatabase> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  // Durable across a crash of this process as it stands (README, "Durability"): PGlite's NODEFS
  // writes each file write straight through to the real file, and with synchronous_commit on (its
  // default; keep it) every commit has written its WAL before it returns. Not across power loss:
  // PGlite runs with fsync off and its fsync is a no-op. tests/resilience/kill9.test.ts holds it.
  const client = new PGlite({
    dataDir: dataDir ? path.join(dataDir, "pglite") : undefined,
    extensions: { pg_trgm },
    loadDataDir,
  });
  await client.waitReady;
  const db = drizzlePglite({
    client,
    schema,
    casing: "snake_case",
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      migratePglite(drizzlePglite({ client }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => client.listen(channel, handler),
    // Uncompressed: gzip makes both the dump and every load slower, and the tarball stays local.
    dumpDataDir: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

export async function openPostgres(o: PostgresOptions): Promise<Database> {
  // Timeouts everywhere so a stuck database gives a fast 503 instead of a hang.
  const pool = new pg.Pool({
    connectionString: o.url,
    max: o.poolMax,
    connectionTimeoutMillis: o.connectTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    query_timeout: o.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: o.statementTimeoutMs * 2,
  });
  // An idle client's error (database restarted) must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzleNodePg({
    client: pool,
    schema,
    casing: "snake_case",
  }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () =>
      migrateNodePg(drizzleNodePg({ client: pool }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => listenPostgres(o, channel, handler),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on its own connection (a pooled one would be handed to others): reconnects with a growing
 * pause when the database drops it, so delivery resumes after a restart.
 */
async function listenPostgres(
  o: PostgresOptions,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let pause = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: o.url,
      connectionTimeoutMillis: o.connectTimeoutMs,
    });
    next.on("notification", (m) => {
      if (m.channel === channel) handler(m.payload ?? "");
    });
    next.on("error", () => reconnect());
    next.on("end", () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    pause = 500;
  };
  const reconnect = () => {
    if (stopped || retry) return;
    client?.removeAllListeners();
    client = null;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => {
        pause = Math.min(pause * 2, 30_000);
        reconnect();
      });
    }, pause);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined);
  };
}

export interface DbConfig {
  DATABASE_URL?: string;
  DB_POOL_MAX: number;
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_CONNECT_TIMEOUT_MS: number;
  dataDir: string;
}

export function openDatabase(c: DbConfig): Promise<Database> {
  if (c.DATABASE_URL) {
    return openPostgres({
      url: c.DATABASE_URL,
      poolMax: c.DB_POOL_MAX,
      statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
    });
  }
  return openPglite({ dataDir: c.dataDir });
}
