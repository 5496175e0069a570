/**
 * The API rows of records, shared by every route that answers with them (read, search, write, delete,
 * export).
 */
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { EntityConfig, EntityContext } from "./entity";

/**
 * The API rows of a page of records: the entity's relations are loaded once for the whole page (one
 * query per relation), then each record is mapped with the caller's context.
 */
export async function toEntityRows<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
  records: readonly TTable["$inferSelect"][],
  ctx: EntityContext,
): Promise<z.input<TRow>[]> {
  if (records.length === 0) return [];
  const relations = (await config.loadRelations?.(records, ctx)) as TRelations;
  return records.map((r) => config.toRow(r, { user: ctx.user, relations }));
}
