/**
 * What both engines share (./client.ts opens PGlite, ./postgres.ts PostgreSQL): the database's type
 * and where the migrations are. Its own module so that neither engine's file imports the other's.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

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
