/**
 * The §3 paginated request on the search routes that are not entity lists (a trip's positions, the
 * day's manifests; issue 22): every `…/search` accepts pageNumber, pageSize, sortBy, sortDescending
 * and searchTerm. Each route declares the fields it sorts by and its page bound; searchTerm is
 * accepted and ignored, since these lists hold no text to search.
 */
import { z } from "zod";

export function pagedSearchFields<S extends string>(
  sortable: readonly [S, ...S[]],
  maxPageSize: number,
) {
  return {
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(maxPageSize).default(maxPageSize),
    sortBy: z.enum(sortable).optional(),
    sortDescending: z.boolean().default(false),
    /** Accepted for §3's sake and ignored: nothing in these rows is free text. */
    searchTerm: z.string().max(200).optional(),
  };
}

/** What the §3 answer repeats of the request, beside the page's rows. */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  sortBy?: string;
  sortDescending: boolean;
}

/** The §3 paginated answer of one page of `total` rows. */
export function pagedAnswer<T>(
  message: string,
  data: T[],
  total: number,
  page: PageRequest,
) {
  return {
    code: 200,
    message,
    data,
    hasNextPage: page.pageNumber * page.pageSize < total,
    hasPreviousPage: page.pageNumber > 1,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    sortBy: page.sortBy ?? null,
    sortDescending: page.sortDescending,
    total,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
  };
}
