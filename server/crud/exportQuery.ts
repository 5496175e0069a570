/**
 * The rows of an export: the search's own conditions and order (`searchQuery` in ./search.ts), read
 * in keyset batches so an export of any size never holds more than one batch, and never pays for a
 * deep OFFSET.
 */
import type { SQL } from "drizzle-orm";
import {
  and,
  asc,
  count,
  desc,
  getTableColumns,
  isNotNull,
  isNull,
  or,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import type { SearchPlan, SearchQuery } from "./search";

/** Rows per query: big enough to be quick, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

const KEY = "__exportSortKey";
const ID = "__exportId";

/** How many rows the export will send (for the client's progress). */
export async function exportTotal(
  db: Db,
  plan: SearchPlan,
  query: SearchQuery,
): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(plan.table)
    .where(query.where);
  return Number(n);
}

/**
 * The rows after the last one sent. Keys travel as the column's text and are cast back in SQL, so a
 * timestamp keeps its microseconds (a JS Date would round them and repeat or skip rows). NULLs sort
 * last ascending and first descending, as PostgreSQL orders them.
 */
function after(
  column: PgColumn,
  idColumn: PgColumn,
  descending: boolean,
  key: string | null,
  id: string,
): SQL | undefined {
  const value = sql`cast(${key} as ${sql.raw(column.getSQLType())})`;
  const idValue = sql`cast(${id} as ${sql.raw(idColumn.getSQLType())})`;
  const beyond = descending ? sql`<` : sql`>`;
  const idBeyond = sql`${idColumn} ${beyond} ${idValue}`;
  if (key === null)
    return descending
      ? or(and(isNull(column), idBeyond), isNotNull(column))
      : and(isNull(column), idBeyond);
  const keyed = or(
    sql`${column} ${beyond} ${value}`,
    and(sql`${column} = ${value}`, idBeyond),
  );
  return descending ? keyed : or(keyed, isNull(column));
}

/** The matching records, batch by batch, in the search's order. */
export async function* exportBatches<R>(
  db: Db,
  plan: SearchPlan,
  query: SearchQuery,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<R[]> {
  const direction = query.descending ? desc : asc;
  let last: { key: string | null; id: string } | null = null;
  for (;;) {
    const rows = (await db
      .select({
        ...getTableColumns(plan.table),
        [KEY]: sql<string | null>`${query.sortColumn}::text`,
        [ID]: sql<string>`${plan.idColumn}::text`,
      })
      .from(plan.table)
      .where(
        and(
          query.where,
          last
            ? after(query.sortColumn, plan.idColumn, query.descending, last.key, last.id)
            : undefined,
        ),
      )
      .orderBy(direction(query.sortColumn), direction(plan.idColumn))
      .limit(batchSize)) as Record<string, unknown>[]; // prettier-ignore
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1];
    last = { key: tail[KEY] as string | null, id: tail[ID] as string };
    yield rows.map(({ [KEY]: _k, [ID]: _i, ...record }) => record as R);
    if (rows.length < batchSize) return;
  }
}
