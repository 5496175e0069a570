/**
 * Deep pages without deep OFFSETs (issue 13): OFFSET n reads and throws away n rows, so page 20,000
 * of a million-row list cost hundreds of times page 1. For an offset of SEEK_FROM_OFFSET or more, the
 * search starts from a bookmark instead: the sort value and id of every BOOKMARK_EVERY-th row of the
 * same WHERE and order, read once in one pass over the sort index and kept TOTAL_CACHE_MS like the
 * totals. The page then seeks `(column, id) > (bookmark)` on that index and skips fewer than
 * BOOKMARK_EVERY rows. Rows written before a bookmark since it was read shift what a deep page shows
 * by as many rows until the next read, as they would between two page loads anyway.
 * Only for NOT NULL sort columns: a row comparison never matches a NULL, which such a seek would skip.
 */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { TOTAL_CACHE_MS } from "./searchTotals";

/** Rows between two bookmarks: the most a deep page skips. */
export const BOOKMARK_EVERY = 1_000;
/** Offsets below this are read with a plain OFFSET (cheap enough, always exact). */
export const SEEK_FROM_OFFSET = 5_000;
const MAX_CACHED = 200;

/** The sort value (as text) and the id of a bookmarked row. */
interface Bookmark {
  v: string;
  id: string;
}

const caches = new WeakMap<
  Db,
  Map<string, { at: number; marks: Promise<Bookmark[]> }>
>();

export interface Seek {
  /** The condition that starts the page at the bookmark. */
  after: SQL;
  /** The OFFSET left to apply after the bookmark. */
  offset: number;
}

export interface SeekRequest {
  table: PgTable;
  where: SQL | undefined;
  sortColumn: PgColumn;
  idColumn: PgColumn;
  descending: boolean;
  offset: number;
}

/** Where a deep page starts, or null when a plain OFFSET is the way. */
export async function seekFor(
  db: Db,
  r: SeekRequest,
  now = Date.now(),
): Promise<Seek | null> {
  if (r.offset < SEEK_FROM_OFFSET || !r.sortColumn.notNull) return null;
  const marks = await bookmarks(db, r, now);
  // marks[i] is row number (i + 1) * BOOKMARK_EVERY of the order, 1-based.
  const index = Math.min(Math.floor(r.offset / BOOKMARK_EVERY), marks.length);
  if (index === 0) return null;
  const mark = marks[index - 1];
  const type = sql.raw(r.sortColumn.getSQLType());
  const left = sql`(${r.sortColumn}, ${r.idColumn})`;
  const right = sql`(cast(${mark.v} as ${type}), cast(${mark.id} as uuid))`;
  return {
    after: r.descending ? sql`${left} < ${right}` : sql`${left} > ${right}`,
    offset: r.offset - index * BOOKMARK_EVERY,
  };
}

function bookmarks(db: Db, r: SeekRequest, now: number): Promise<Bookmark[]> {
  const direction = sql.raw(r.descending ? "desc" : "asc");
  const query = sql`select v, id from (
      select ${r.sortColumn}::text as v, ${r.idColumn}::text as id,
             row_number() over (order by ${r.sortColumn} ${direction}, ${r.idColumn} ${direction}) as n
      from ${r.table}${r.where ? sql` where ${r.where}` : sql``}
    ) numbered where n % ${BOOKMARK_EVERY} = 0 order by n`;
  const { sql: text, params } = db
    .select({ one: sql`1` })
    .from(sql`(${query}) as q`)
    .toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && now - hit.at < TOTAL_CACHE_MS) return hit.marks;
  const marks = db
    .execute(query)
    .then((result) => (result as unknown as { rows: Bookmark[] }).rows);
  marks.catch(() => cache.delete(key));
  cache.delete(key);
  cache.set(key, { at: now, marks });
  if (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return marks;
}
