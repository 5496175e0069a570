import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../constants";

const dateLike = z.iso.datetime({ offset: true }).or(z.iso.date());

/**
 * The paginated search request of §3/§7. Extra string, numeric, boolean and array filters may also be
 * merged into the body itself, so the object is loose; the server checks those keys against the
 * entity's declared filters.
 */
/**
 * A whole number, or its digits as a string (a query string's form); never true, null or "1e9", which
 * a plain coercion would turn into 1, 0 or a billion (issue 11's fuzzing found `pageSize: true`).
 */
const wholeNumber = () =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number().int(),
  );

export const searchRequestSchema = z.looseObject({
  pageNumber: wholeNumber().pipe(z.number().min(1)).default(1),
  pageSize: wholeNumber()
    .pipe(z.number().min(1).max(MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().max(100).optional(),
  sortDescending: z.boolean().default(false),
  searchTerm: z.string().max(200).optional(),
  modelType: z.string().max(100).optional(),
  modelId: z.string().max(100).optional(),
  fromDate: dateLike.optional(),
  toDate: dateLike.optional(),
  dateFilterRequest: z
    .object({ fromDate: dateLike.optional(), toDate: dateLike.optional() })
    .optional(),
  additionalStringFilters: z.record(z.string(), z.string().max(200)).optional(),
  additionalNumericFilters: z.record(z.string(), z.number()).optional(),
  additionalBooleanFilters: z.record(z.string(), z.boolean()).optional(),
  additionalArrayFilters: z
    .record(z.string(), z.array(z.string().max(200)).max(100))
    .optional(),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>;

/** Keys of the search request that are not filters: everything the schema itself declares. */
export const SEARCH_RESERVED_KEYS: ReadonlySet<string> = new Set(
  Object.keys(searchRequestSchema.shape),
);

/** The paginated envelope of §3. */
export interface Paginated<T> {
  code: number;
  message: string;
  data: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  pageNumber: number;
  pageSize: number;
  sortBy: string | null;
  sortDescending: boolean;
  total: number;
  totalPages: number;
}

/** A single-entity answer: {code, message, data}. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function paginatedEnvelopeSchema<T extends z.ZodType>(row: T) {
  return z.object({
    code: z.number(),
    message: z.string(),
    data: z.array(row),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    pageNumber: z.number(),
    pageSize: z.number(),
    sortBy: z.string().nullable(),
    sortDescending: z.boolean(),
    total: z.number(),
    totalPages: z.number(),
  });
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), message: z.string(), data });
}
