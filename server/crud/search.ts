/**
 * The one search implementation behind every POST {prefix}/search: filters, trigram searchTerm (or
 * full-text with relevance order and snippets, ./textSearch.ts), date range, scoping, sort with a
 * stable tie-breaker, offset paging, and a total that stays cheap on million-row tables
 * (./searchTotals.ts): one statement per page.
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
import type { TextSearchSpec } from "./textSearch";
import { RELEVANCE, textMatch } from "./textSearch";
import { cappedCount } from "./searchTotals";

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
  /** Full-text search of searchTerm instead of the searchColumn's substring (EntityConfig.textSearch). */
  textSearch?: TextSearchSpec;
  dateColumn?: PgColumn;
  scope?: SQL;
  /** Per-row values the page statement adds to each record (EntityConfig.pageColumns). */
  pageColumns?: Record<string, SQL>;
}

export interface SearchResult<R> {
  rows: R[];
  total: number;
  hasNextPage: boolean;
  /** The sort field, or RELEVANCE (most relevant first, whatever sortDescending said). */
  sortBy: string;
  sortDescending: boolean;
}

/**
 * The WHERE and the order of a search request, shared by the paged search and the streamed export
 * (400 on an unknown filter or sort field, or a date range on an entity without a date column).
 * A full-text term without a named sort orders by `rank`, most relevant first; the export, which
 * reads in keyset batches of a column, keeps the default sort for it.
 */
export function searchQuery(plan: SearchPlan, request: ParsedSearchRequest) {
  const term = request.searchTerm?.trim();
  const text =
    term && plan.textSearch
      ? textMatch(plan.textSearch, term, plan.table, plan.idColumn)
      : undefined;
  // A client sending back the "relevance" an answer reported asks for that order again.
  const named =
    plan.textSearch && request.sortBy === RELEVANCE
      ? undefined
      : request.sortBy;
  const rank = text && !named ? text.rank : undefined;
  const sortBy = named || plan.defaultSort;
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
  if (text) conditions.push(text.where);
  else if (term && plan.searchColumn)
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
    sortBy: rank ? RELEVANCE : sortBy,
    sortColumn,
    descending: request.sortDescending,
    rank,
    /** The snippet of a full-text term, computed for the page's rows only. */
    textColumns: text?.pageColumns,
  };
}

export type SearchQuery = ReturnType<typeof searchQuery>;

/**
 * The page of a search: one statement, its rows and (as a column) the capped count of the WHERE.
 * With a seek (./searchBookmarks.ts) the rows start at a bookmark; the count never does. A relevance
 * order ranks every match before its LIMIT anyway: it counts them on the way (a window), exactly and
 * without reading them a second time.
 */
export function pageQuery(
  db: Db,
  plan: SearchPlan,
  request: ParsedSearchRequest,
  seek: Seek | null = null,
  count = true,
) {
  const { where, sortBy, sortColumn, descending, rank, textColumns } =
    searchQuery(plan, request);
  const direction = descending ? desc : asc;
  const offset = (request.pageNumber - 1) * request.pageSize;
  const query = db
    .select({
      ...pageTableColumns(plan),
      ...plan.pageColumns,
      ...textColumns,
      ...(count
        ? {
            [TOTAL_COLUMN]: (rank
              ? sql`count(*) over ()`
              : cappedCount(plan.table, where)
            ).mapWith(Number),
          }
        : undefined),
    })
    .from(plan.table)
    .where(seek ? and(where, seek.after) : where)
    .orderBy(
      ...(rank
        ? [desc(rank), asc(plan.idColumn)]
        : [direction(sortColumn), direction(plan.idColumn)]),
    )
    // One extra row tells whether a next page exists.
    .limit(request.pageSize + 1)
    .offset(seek ? seek.offset : offset);
  return { query, where, sortBy, sortColumn, offset };
}

/**
 * The table's columns a page reads: all but the search columns, copies of the others that only the
 * WHERE and the order use (on a trip, the longest value of the row; a document's tsvector).
 */
function pageTableColumns(plan: SearchPlan): Record<string, PgColumn> {
  let columns = pageColumnsOf.get(plan.table);
  if (!columns) {
    columns = Object.fromEntries(
      Object.entries(
        getTableColumns(plan.table) as Record<string, PgColumn>,
      ).filter(
        ([, c]) =>
          c !== plan.searchColumn &&
          c !== plan.textSearch?.vector &&
          c !== plan.textSearch?.rankVector &&
          c !== plan.textSearch?.similarity,
      ),
    );
    pageColumnsOf.set(plan.table, columns);
  }
  return columns;
}

const pageColumnsOf = new WeakMap<PgTable, Record<string, PgColumn>>();

/** The key of the count column in a page's rows (not a column name any table has). */
export const TOTAL_COLUMN = "__searchTotal";
