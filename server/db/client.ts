/**
 * One schema, one query set, two engines: PGlite (embedded default, persisted under DATA_DIR, run in
 * a worker thread: pgliteWorker*.ts) and PostgreSQL when DATABASE_URL is set (./postgres.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./database";
import { MIGRATIONS_FOLDER } from "./database";
import { lockDataDir } from "./dataDirLock";
import { openPostgres } from "./postgres";
import { PgliteWorkerClient } from "./pgliteWorkerClient";
import * as schema from "./schema";
import { sessionSettingsSql } from "./sessionSettings";

export { DataDirLockedError } from "./dataDirLock";
export type { Database, Db, Schema } from "./database";
export { MIGRATIONS_FOLDER } from "./database";
export type { PostgresOptions } from "./postgres";
export { openPostgres } from "./postgres";

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
  await client.exec(sessionSettingsSql());
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
