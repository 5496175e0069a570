/**
 * The one search implementation behind every POST {prefix}/search: filters, trigram searchTerm,
 * date range, scoping, sort with a stable tie-breaker, offset paging, and a total that stays cheap on
 * million-row tables (./searchTotals.ts): one statement per page.
 */
import type { SQL } from "drizzle-orm";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  or,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import { SEARCH_RESERVED_KEYS } from "../../domain/schemas/search";
import type { Db } from "../db/client";
import { badRequest } from "../errors";
import type { FilterSpec } from "./entity";
import type { Seek } from "./searchBookmarks";
import { seekFor } from "./searchBookmarks";
import {
  COUNT_EXACT_LIMIT,
  cappedCount,
  exactTotal,
  knownTotal,
} from "./searchTotals";

const uuidSchema = z.uuid();
const NEVER = sql`false`;

type FilterValue = string | number | boolean;

function condition(name: string, spec: FilterSpec, value: FilterValue): SQL {
  const wrongType = () =>
    badRequest(`Filter ${name} expects a ${spec.kind} value.`);
  switch (spec.kind) {
    case "boolean":
      if (typeof value !== "boolean") throw wrongType();
      break;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value))
        throw wrongType();
      break;
    case "string":
      if (typeof value !== "string") throw wrongType();
      break;
    case "uuid":
      if (typeof value !== "string") throw wrongType();
      // A value that cannot be an id (such as the NO_FACILITY_FOUND sentinel) matches nothing.
      if (!uuidSchema.safeParse(value).success) return NEVER;
      break;
  }
  if (spec.build) return spec.build(value);
  if (!spec.column)
    throw new Error(`Filter ${name} has neither column nor build`);
  return eq(spec.column, value);
}

function arrayCondition(
  name: string,
  spec: FilterSpec,
  values: FilterValue[],
): SQL {
  if (values.length === 0) return NEVER;
  if (spec.column && !spec.build) {
    const usable =
      spec.kind === "uuid"
        ? values.filter((v) => uuidSchema.safeParse(v).success)
        : values;
    values.forEach((v) => condition(name, spec, v)); // type checks
    return usable.length ? inArray(spec.column, usable) : NEVER;
  }
  return or(...values.map((v) => condition(name, spec, v))) ?? NEVER;
}

/** Collects filters from the body itself and from the additional*Filters maps. */
export function filterConditions(
  request: ParsedSearchRequest,
  filters: Record<string, FilterSpec>,
): SQL[] {
  const out: SQL[] = [];
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === "") return;
    // Own keys only: a client's "toString" or "constructor" must not find Object.prototype's.
    const spec = Object.hasOwn(filters, name) ? filters[name] : undefined;
    if (!spec) throw badRequest(`Unknown filter: ${name}.`);
    if (Array.isArray(value)) {
      out.push(arrayCondition(name, spec, value as FilterValue[]));
    } else if (["string", "number", "boolean"].includes(typeof value)) {
      out.push(condition(name, spec, value as FilterValue));
    } else {
      throw badRequest(`Filter ${name} has an unsupported value.`);
    }
  };
  for (const [key, value] of Object.entries(request)) {
    if (!SEARCH_RESERVED_KEYS.has(key)) add(key, value);
  }
  // §3's optional modelType and modelId filter the entities that declare them (activities).
  for (const key of ["modelType", "modelId"] as const)
    if (Object.hasOwn(filters, key)) add(key, request[key]);
  for (const map of [
    request.additionalStringFilters,
    request.additionalNumericFilters,
    request.additionalBooleanFilters,
    request.additionalArrayFilters,
  ]) {
    for (const [key, value] of Object.entries(map ?? {})) add(key, value);
  }
  return out;
}

/** Escape LIKE wildcards so a user's "%" or "_" is matched literally. */
export const likePattern = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

export interface SearchPlan {
  table: PgTable;
  idColumn: PgColumn;
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  filters: Record<string, FilterSpec>;
  searchColumn?: PgColumn;
  dateColumn?: PgColumn;
  scope?: SQL;
  /** Per-row values the page statement adds to each record (EntityConfig.pageColumns). */
  pageColumns?: Record<string, SQL>;
}

export interface SearchResult<R> {
  rows: R[];
  total: number;
  hasNextPage: boolean;
  sortBy: string;
}

/**
 * The WHERE and the order of a search request, shared by the paged search and the streamed export
 * (400 on an unknown filter or sort field, or a date range on an entity without a date column).
 */
export function searchQuery(plan: SearchPlan, request: ParsedSearchRequest) {
  const sortBy = request.sortBy || plan.defaultSort;
  const sortColumn = Object.hasOwn(plan.sortable, sortBy)
    ? plan.sortable[sortBy]
    : undefined;
  if (!sortColumn) {
    throw badRequest(
      `Cannot sort by ${sortBy}. Sortable fields: ${Object.keys(plan.sortable).join(", ")}.`,
    );
  }
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
  // toDate is exclusive: clients send the day after the chosen end date (§7).
  if (to && plan.dateColumn) conditions.push(lt(plan.dateColumn, new Date(to)));
  const where = conditions.length ? and(...conditions) : undefined;
  return {
    where,
    sortBy,
    sortColumn,
    descending: request.sortDescending,
  };
}

export type SearchQuery = ReturnType<typeof searchQuery>;

/**
 * The page of a search: one statement, its rows and (as a column) the capped count of the WHERE.
 * With a seek (./searchBookmarks.ts) the rows start at a bookmark; the count never does.
 */
export function pageQuery(
  db: Db,
  plan: SearchPlan,
  request: ParsedSearchRequest,
  seek: Seek | null = null,
  count = true,
) {
  const { where, sortBy, sortColumn, descending } = searchQuery(plan, request);
  const direction = descending ? desc : asc;
  const offset = (request.pageNumber - 1) * request.pageSize;
  const query = db
    .select({
      ...pageTableColumns(plan),
      ...plan.pageColumns,
      ...(count
        ? { [TOTAL_COLUMN]: cappedCount(plan.table, where).mapWith(Number) }
        : undefined),
    })
    .from(plan.table)
    .where(seek ? and(where, seek.after) : where)
    .orderBy(direction(sortColumn), direction(plan.idColumn))
    // One extra row tells whether a next page exists.
    .limit(request.pageSize + 1)
    .offset(seek ? seek.offset : offset);
  return { query, where, sortBy, sortColumn, offset };
}

/**
 * The table's columns a page reads: all but the search column, a lower-cased copy of the others
 * that only the WHERE uses (on a trip, the longest value of the row).
 */
function pageTableColumns(plan: SearchPlan): Record<string, PgColumn> {
  let columns = pageColumnsOf.get(plan.table);
  if (!columns) {
    columns = Object.fromEntries(
      Object.entries(
        getTableColumns(plan.table) as Record<string, PgColumn>,
      ).filter(([, c]) => c !== plan.searchColumn),
    );
    pageColumnsOf.set(plan.table, columns);
  }
  return columns;
}

const pageColumnsOf = new WeakMap<PgTable, Record<string, PgColumn>>();

/** The key of the count column in a page's rows (not a column name any table has). */
const TOTAL_COLUMN = "__searchTotal";

export async function runSearch<R>(
  db: Db,
  plan: SearchPlan,
  request: ParsedSearchRequest,
): Promise<SearchResult<R>> {
  const { where, sortColumn, descending } = searchQuery(plan, request);
  const seek = await seekFor(db, {
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
  if (total > COUNT_EXACT_LIMIT)
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
  return { rows: rows as R[], total, hasNextPage, sortBy };
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
