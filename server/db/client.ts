/**
 * One schema, one query set, two engines: PGlite (embedded default, persisted under DATA_DIR, run in
 * a worker thread: pgliteWorker*.ts) and PostgreSQL when DATABASE_URL is set.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { lockDataDir } from "./dataDirLock";
import { PgliteWorkerClient } from "./pgliteWorkerClient";
import * as schema from "./schema";

export { DataDirLockedError } from "./dataDirLock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own (a PostgreSQL advisory lock): several API
   * processes started at once on a fresh database migrate and seed one after another, not together.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
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
  /**
   * Run PGlite in a worker thread (the default): its queries then never stop the event loop. False
   * (PGLITE_WORKER=false) keeps it on the main thread: a comparison, or a fallback.
   */
  worker?: boolean;
}

export interface PgliteDatabase extends Database {
  kind: "pglite";
  /** An uncompressed tarball of the data directory, for `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

/** The part of PGlite the app and Drizzle use, met by PGlite itself and by the worker's client. */
interface PgliteClient {
  listen(
    channel: string,
    handler: (payload: string) => void,
  ): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

async function mainThreadPglite(o: PgliteOptions): Promise<PGlite> {
  const client = new PGlite({
    dataDir: o.dataDir ? path.join(o.dataDir, "pglite") : undefined,
    extensions: { pg_trgm },
    loadDataDir: o.loadDataDir,
  });
  await client.waitReady;
  return client;
}

export async function openPglite({
  dataDir,
  loadDataDir,
  worker = true,
}: PgliteOptions): Promise<PgliteDatabase> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  // Durable across a crash of this process as it stands (README, "Durability"), whichever thread
  // runs PGlite (a commit is answered only once the worker has written it): PGlite's NODEFS
  // writes each file write straight through to the real file, and with synchronous_commit on (its
  // default; keep it) every commit has written its WAL before it returns. Not across power loss:
  // PGlite runs with fsync off and its fsync is a no-op. tests/resilience/kill9.test.ts holds it.
  let raw: PGlite | PgliteWorkerClient;
  try {
    raw = worker
      ? await PgliteWorkerClient.start({
          dataDir: dataDir ? path.join(dataDir, "pglite") : undefined,
          loadDataDir,
        })
      : await mainThreadPglite({ dataDir, loadDataDir });
  } catch (e) {
    await release?.();
    throw e;
  }
  // Drizzle's PGlite session calls only query() and transaction(), which the worker's client has.
  const pglite = raw as PGlite;
  const client: PgliteClient =
    raw instanceof PgliteWorkerClient
      ? raw
      : {
          listen: (channel, handler) => raw.listen(channel, handler),
          // Uncompressed: gzip makes both the dump and every load slower, and the tarball stays local.
          dumpDataDir: () => raw.dumpDataDir("none"),
          close: () => raw.close(),
        };
  const db = drizzlePglite({
    client: pglite,
    schema,
    casing: "snake_case",
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      migratePglite(drizzlePglite({ client: pglite }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    // The data directory is locked to this process (./dataDirLock.ts): nobody else can run.
    exclusively: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => client.listen(channel, handler),
    dumpDataDir: () => client.dumpDataDir(),
    close: async () => {
      try {
        await client.close();
      } finally {
        await release?.();
      }
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolMax: number;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

/**
 * The PostgreSQL driver, loaded only when PostgreSQL is used: importing `pg` alone cost 100–200 ms of
 * an embedded start (issue 13, B5 cold start).
 */
async function postgresDriver() {
  const [{ default: driver }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg: driver, drizzleNodePg: drizzle, migrateNodePg: migrate };
}

export async function openPostgres(o: PostgresOptions): Promise<Database> {
  const { pg, drizzleNodePg, migrateNodePg } = await postgresDriver();
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
    // On a connection of its own without the pool's statement timeout: building an index on a
    // table of millions of rows takes longer than any request may.
    migrate: () =>
      withOwnClient(o, (client) =>
        migrateNodePg(drizzleNodePg({ client }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        }),
      ),
    exclusively: (work) =>
      withOwnClient(o, async (client) => {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => listenPostgres(o, channel, handler),
    close: () => pool.end(),
  };
}

/** The advisory lock key of start-up work ("nemt" in ASCII). */
const STARTUP_LOCK = 0x6e656d74;

/** `work` on a connection of its own, without the pool's timeouts, closed afterwards. */
async function withOwnClient<T>(
  o: PostgresOptions,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const { pg } = await postgresDriver();
  const client = new pg.Client({
    connectionString: o.url,
    connectionTimeoutMillis: o.connectTimeoutMs,
  });
  // A dropped connection must fail the work, not crash the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
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
  const { pg } = await postgresDriver();
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
  PGLITE_WORKER?: boolean;
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
  return openPglite({ dataDir: c.dataDir, worker: c.PGLITE_WORKER });
}
