/**
 * The document orphan sweep (issue 26): a daily periodic job that removes stored files no row
 * points to. They are left when a process stops between storing a file and committing its row, or
 * when a file could not be removed after its row was deleted (logged then, never retried).
 *
 * The rows are those of every table of the schema with a `storageKey` column, found here rather
 * than listed, so a new kind of document is covered the day its table is added. Only files older
 * than a day are candidates: a younger one may belong to an upload whose row is not committed yet.
 */
import { getTableColumns, inArray, is } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import * as schema from "../db/schema";
import { definePeriodicJob, periodicJobPlugin } from "../jobs/periodicJob";

const DAY_MS = 86_400_000;

/** How old an unreferenced file must be to go. */
export const ORPHAN_MIN_AGE_MS = DAY_MS;

/** Keys looked up per `storage_key in (…)` statement, one statement per table (on its index). */
const BATCH_SIZE = 500;

interface KeyColumn {
  table: PgTable;
  column: PgColumn;
}

/** Every schema table with a storageKey column, and that column. */
export function storageKeyColumns(
  tables: Record<string, unknown> = schema,
): KeyColumn[] {
  const found = new Map<PgTable, PgColumn>();
  for (const value of Object.values(tables)) {
    if (!is(value, PgTable)) continue;
    const column = (getTableColumns(value) as Record<string, PgColumn>)
      .storageKey;
    if (column) found.set(value, column);
  }
  return [...found].map(([table, column]) => ({ table, column }));
}

const KEY_COLUMNS = storageKeyColumns();

/** Removes the keys of `keys` that no row points to; answers how many. */
async function removeUnreferenced(
  app: FastifyInstance,
  keys: string[],
): Promise<number> {
  const referenced = new Set<string>();
  for (const { table, column } of KEY_COLUMNS) {
    const rows = await app.db
      .selectDistinct({ key: column })
      .from(table)
      .where(inArray(column, keys));
    for (const row of rows) referenced.add(String(row.key));
  }
  let removed = 0;
  for (const key of keys) {
    if (referenced.has(key)) continue;
    await app.fileStorage.remove(key);
    removed += 1;
  }
  return removed;
}

export interface OrphanSweepResult {
  /** Stored files old enough to be candidates. */
  checked: number;
  removed: number;
}

export interface OrphanSweepOptions {
  /** Stops between batches once aborted. */
  signal?: AbortSignal;
  /** Keys per look-up; BATCH_SIZE unless a test asks for fewer. */
  batchSize?: number;
}

/** One sweep at `now`. */
export async function sweepOrphanedFiles(
  app: FastifyInstance,
  now: Date,
  { signal, batchSize = BATCH_SIZE }: OrphanSweepOptions = {},
): Promise<OrphanSweepResult> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const result: OrphanSweepResult = { checked: 0, removed: 0 };
  let batch: string[] = [];
  const flush = async () => {
    result.checked += batch.length;
    result.removed += await removeUnreferenced(app, batch);
    batch = [];
  };
  for await (const { key, modifiedAt } of app.fileStorage.list()) {
    if (modifiedAt.getTime() >= cutoff) continue;
    batch.push(key);
    if (batch.length >= batchSize) {
      await flush();
      if (signal?.aborted) return result;
    }
  }
  if (batch.length > 0) await flush();
  return result;
}

export const documentOrphanSweepJob = definePeriodicJob({
  name: "document-orphan-sweep",
  intervalMs: DAY_MS,
  enabled: (config) => config.DOCUMENT_ORPHAN_JOB,
  run: async ({ app, signal, startedAt }) => {
    const { checked, removed } = await sweepOrphanedFiles(app, startedAt, {
      signal,
    });
    app.log.info({ checked, removed }, "orphaned document files removed");
  },
});

/** The job on its timer, for the documents server module's plugins. */
export const documentOrphanSweepPlugin = periodicJobPlugin(
  documentOrphanSweepJob,
);
