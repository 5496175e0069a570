/**
 * The pure half of the data provider: react-admin parameters → our request bodies (§3, §7), and
 * our rows → react-admin records.
 */
import type {
  GetListParams,
  Identifier,
  RaRecord,
  SortPayload,
} from "react-admin";
import { DEFAULT_PAGE_SIZE } from "../domain/constants";
import { toAttributeFilters } from "./attributeMethods";
import type { ResourceConfig } from "./resourceMap";

export type Row = Record<string, unknown>;
export type Body = Record<string, unknown>;

/**
 * `_id` → `id` (falling back on the entity's own id field). The record type is the caller's claim
 * (react-admin's generic), as with any JSON answer.
 */
export function toRecord<R extends RaRecord = RaRecord>(
  row: Row,
  config: ResourceConfig,
): R {
  return { ...row, id: (row._id ?? row[config.idField]) as Identifier } as R;
}

/** `meta.body`: extra keys a caller adds to search and upsert bodies. */
export const metaBody = (meta: unknown): Body => {
  const body = (meta as { body?: unknown } | undefined)?.body;
  return body && typeof body === "object" ? (body as Body) : {};
};

const isPlainObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The filters with `meta.body` laid over them, one level deep: a list's fixed filter
 * (`additionalStringFilters.driverId`, issue 22) joins the user's own filters of the same family
 * (`additionalStringFilters.bookingType`) instead of replacing them; on the same key the meta wins.
 */
function withMetaBody(filters: Body, meta: unknown): Body {
  const out: Body = { ...filters };
  for (const [key, value] of Object.entries(metaBody(meta)))
    out[key] =
      isPlainObject(value) && isPlainObject(out[key])
        ? { ...out[key], ...value }
        : value;
  return out;
}

/**
 * react-admin's default sort field is `id` (a ReferenceInput's picker asks for it): no entity offers
 * its id as a sort (the server answers 400), so it means "the entity's own order", the default sort.
 */
const sortField = (sort: SortPayload | undefined) =>
  !sort?.field || sort.field === "id" ? undefined : sort.field;

/** The paginated search request of §3 for a getList-like call. */
export function searchBody(
  params: Pick<GetListParams, "pagination" | "sort" | "filter" | "meta">,
): Body {
  // A list's attribute filters ({attribute: {<id>: v}}) as additionalStringFilters["attribute.<id>"].
  const { q, ...filters } = toAttributeFilters((params.filter ?? {}) as Body);
  const sortBy = sortField(params.sort);
  return {
    ...withMetaBody(filters, params.meta),
    pageNumber: params.pagination?.page ?? 1,
    pageSize: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
    ...(sortBy ? { sortBy } : {}),
    sortDescending: !!sortBy && params.sort?.order === "DESC",
    ...(typeof q === "string" && q.trim() !== ""
      ? { searchTerm: q.trim() }
      : {}),
  };
}

/** Upsert body: the id key only on update (§7 "id present means update"), never `_id`. */
export function upsertBody(
  data: Body,
  config: ResourceConfig,
  id?: Identifier,
): Body {
  const bodyIdField = config.bodyIdField ?? config.idField;
  const { _id, id: _raId, ...rest } = data;
  const body: Body = { ...rest };
  delete body[config.idField];
  delete body[bodyIdField];
  if (id !== undefined) body[bodyIdField] = id;
  return body;
}

/** Splits a list into slices of at most `size`. */
export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(items.slice(i, i + size));
  return out;
};
