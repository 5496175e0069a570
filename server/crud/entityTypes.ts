/**
 * The small types an entity's configuration (./entity.ts) and the generic routes share: its filters,
 * the contexts its hooks receive, and what some hooks answer.
 */
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";

export type FilterKind = "string" | "uuid" | "boolean" | "number";

export interface FilterSpec {
  kind: FilterKind;
  /** Equality (or IN for arrays) on this column... */
  column?: PgColumn;
  /** ...or a custom condition for one value (array filters call it once per value and OR them). */
  build?: (value: string | number | boolean) => SQL;
}

export interface EntityContext {
  app: FastifyInstance;
  user: AuthUser;
}

/**
 * A hook running inside a write's transaction: it queries through `tx`, never `app.db` (PGlite has
 * one connection, which the open transaction holds; on PostgreSQL app.db would not see the write).
 */
export interface WriteContext<TPrepared = undefined> extends EntityContext {
  tx: Db;
  /** What prepareValues decided for this write (a trip's lifecycle move), for the hooks inside it. */
  prepared: TPrepared | undefined;
}

/** prepareValues' answer: the computed columns, and what it decided that the write's hooks need. */
export interface PreparedWrite<TInsert, TPrepared> {
  values: Partial<TInsert>;
  prepared?: TPrepared;
}

/** What toRow receives besides the record: the caller, and the page's batch-loaded relations. */
export interface RowContext<TRelations> {
  user: AuthUser;
  relations: TRelations;
}

/**
 * A condition the update adds to its WHERE (optimistic concurrency): when no row matches, the upsert
 * answers 409 with the message and changes nothing.
 */
export interface UpdateGuard {
  condition: SQL;
  message: string;
}
