/**
 * The rows of an export: the same conditions as the search (filters, searchTerm, date range, scope)
 * and the same order (sort column, then id), read in keyset batches so an export of any size never
 * holds more than one batch, and never pays for a deep OFFSET.
 */
import type { SQL } from "drizzle-orm";
import {
  and,
  asc,
  count,
  desc,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import type { Db } from "../db/client";
import { badRequest } from "../errors";
import type { SearchPlan } from "./search";
import { filterConditions, likePattern } from "./search";

/** Rows per query: big enough to be quick, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

const KEY = "__exportSortKey";
const ID = "__exportId";

/** The search's WHERE and sort for this request (400 on an unknown filter or sort field). */
export function exportQuery(plan: SearchPlan, request: ParsedSearchRequest) {
  const sortBy = request.sortBy || plan.defaultSort;
  const sortColumn = Object.hasOwn(plan.sortable, sortBy)
    ? plan.sortable[sortBy]
    : undefined;
  if (!sortColumn)
    throw badRequest(
      `Cannot sort by ${sortBy}. Sortable fields: ${Object.keys(plan.sortable).join(", ")}.`,
    );
  const conditions: SQL[] = filterConditions(request, plan.filters);
  if (plan.scope) conditions.push(plan.scope);
  const term = request.searchTerm?.trim();
  if (term && plan.searchColumn)
    conditions.push(sql`${plan.searchColumn} ilike ${likePattern(term)}`);
  const from = request.dateFilterRequest?.fromDate ?? request.fromDate;
  const to = request.dateFilterRequest?.toDate ?? request.toDate;
  if ((from || to) && !plan.dateColumn)
    throw badRequest("This search has no date filter.");
  if (from && plan.dateColumn)
    conditions.push(gte(plan.dateColumn, new Date(from)));
  // toDate is exclusive, as in the search: clients send the day after the chosen end date (§7).
  if (to && plan.dateColumn) conditions.push(lt(plan.dateColumn, new Date(to)));
  return {
    where: conditions.length ? and(...conditions) : undefined,
    sortColumn,
    descending: request.sortDescending,
  };
}

export type ExportQuery = ReturnType<typeof exportQuery>;

/** How many rows the export will send (for the client's progress). */
export async function exportTotal(
  db: Db,
  plan: SearchPlan,
  query: ExportQuery,
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
  query: ExportQuery,
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
