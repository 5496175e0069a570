/**
 * A search run: the page, its total and whether a next page exists (./search.ts builds the
 * statements), one statement per page in the common case.
 */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import type { Db } from "../db/client";
import type { SearchPlan, SearchResult } from "./search";
import { TOTAL_COLUMN, pageQuery, searchQuery } from "./search";
import { seekFor } from "./searchBookmarks";
import {
  COUNT_EXACT_LIMIT,
  cappedCount,
  exactTotal,
  knownTotal,
} from "./searchTotals";

export async function runSearch<R>(
  db: Db,
  plan: SearchPlan,
  request: ParsedSearchRequest,
): Promise<SearchResult<R>> {
  const { where, sortColumn, descending, rank } = searchQuery(plan, request);
  // Bookmarks hold a column's values; a relevance order pages with a plain OFFSET (its matches are
  // ranked in full for any page anyway).
  const seek = rank
    ? null
    : await seekFor(db, {
        table: plan.table,
        where,
        sortColumn,
        idColumn: plan.idColumn,
        descending,
        offset: (request.pageNumber - 1) * request.pageSize,
      });
  const known = knownTotal(db, plan.table, where);
  const { query, sortBy, offset } = pageQuery(db, plan, request, seek, !known);
  const found = (await query) as Record<string, unknown>[];
  const hasNextPage = found.length > request.pageSize;
  // A page past the end has no row to carry the count: count on its own.
  let total = known
    ? await known
    : found.length > 0
      ? Number(found[0][TOTAL_COLUMN])
      : offset === 0
        ? 0
        : await cappedTotal(db, plan.table, where);
  if (total > COUNT_EXACT_LIMIT && !(rank && found.length > 0))
    total = await exactTotal(db, plan.table, where);
  // A cached total may lag the rows; never report fewer rows than the page proves.
  if (found.length > 0)
    total = Math.max(
      total,
      offset + Math.min(found.length, request.pageSize) + (hasNextPage ? 1 : 0),
    );
  // The records are this call's own: dropping the count in place spares a copy of every row.
  const rows = found.slice(0, request.pageSize);
  for (const row of rows) delete row[TOTAL_COLUMN];
  return {
    rows: rows as R[],
    total,
    hasNextPage,
    sortBy,
    sortDescending: rank ? true : descending,
  };
}

async function cappedTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: cappedCount(table, where).mapWith(Number) })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
