/**
 * The `total` of a search answer, cheap at a million rows and never more than 5% off (issue 13):
 * - up to COUNT_EXACT_LIMIT matching rows it is exact, counted inside the page's own statement by a
 *   capped count (an uncorrelated subquery the planner runs once, reading at most LIMIT + 1 rows);
 * - above it, the exact count of the same WHERE, computed once and kept for TOTAL_CACHE_MS per
 *   database and query. A count over a million rows costs 50–250 ms; a list that pages, sorts and
 *   re-sorts the same filter pays it once a minute instead of on every request. Rows written
 *   meanwhile show up at expiry: above 10,000 rows, 5% is 500 rows or more, more than a minute of
 *   bookings. The planner's estimate was the former design; on a filtered list it can be off by far
 *   more than 5%, so it is no longer used.
 * Concurrent requests for the same total share one count.
 */
import type { SQL } from "drizzle-orm";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/** Exact totals up to this many matching rows, in the page's statement; beyond it, the cached count. */
export const COUNT_EXACT_LIMIT = 10_000;
/** How long an exact count above the limit is reused. */
export const TOTAL_CACHE_MS = 60_000;
/** Distinct queries remembered per database; the oldest is forgotten first. */
const MAX_CACHED_TOTALS = 1_000;

interface CachedTotal {
  at: number;
  total: Promise<number>;
}

/** Per database: tests run many apps on many databases in one process. */
const caches = new WeakMap<Db, Map<string, CachedTotal>>();

/** `(select count(*) from (select 1 … limit COUNT_EXACT_LIMIT + 1))`: a column of the page query. */
export function cappedCount(table: PgTable, where: SQL | undefined): SQL {
  const limited = sql`select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${COUNT_EXACT_LIMIT + 1}`;
  return sql`(select count(*) from (${limited}) as capped)`;
}

/** The count statement of a WHERE and its cache key. */
function countOf(db: Db, table: PgTable, where: SQL | undefined) {
  const query = db.select({ n: count() }).from(table).where(where);
  const { sql: text, params } = query.toSQL();
  return { query, key: `${text}\u0000${JSON.stringify(params)}` };
}

function cacheOf(db: Db): Map<string, CachedTotal> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The fresh cached total of a WHERE, if one is known: a page of a large list then needs no count at
 * all (the capped count alone reads 10,001 index entries).
 */
export function knownTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  now = Date.now(),
): Promise<number> | undefined {
  const hit = cacheOf(db).get(countOf(db, table, where).key);
  return hit && now - hit.at < TOTAL_CACHE_MS ? hit.total : undefined;
}

/** The exact number of rows matching `where`, from the cache while it is fresh. */
export function exactTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  now = Date.now(),
): Promise<number> {
  const { query, key } = countOf(db, table, where);
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && now - hit.at < TOTAL_CACHE_MS) return hit.total;
  const total = query.then(([row]) => Number(row?.n ?? 0));
  // A failed count (a timeout, say) must not be served to the next request.
  total.catch(() => cache.delete(key));
  cache.delete(key);
  cache.set(key, { at: now, total });
  if (cache.size > MAX_CACHED_TOTALS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return total;
}
