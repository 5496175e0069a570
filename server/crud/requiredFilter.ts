/**
 * A search that must name one of its filters (EntityConfig.requiredSearchFilter): a thread's posts
 * are searched within their thread, never across every thread in reach (issue 25). Checked by the
 * search and the export before anything else, so a search naming nothing answers 422 with the field
 * to fill, whoever asks.
 */
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import { unprocessable } from "../errors";

export interface RequiredSearchFilter {
  /** The filter's name, as the entity's `filters` declare it. */
  field: string;
  /** The 422's message (and the field error's). */
  message: string;
}

const named = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : value !== undefined && value !== null && value !== "";

/** Whether the search names this filter, at the top level or in one of the additional*Filters maps. */
export function namesFilter(
  request: ParsedSearchRequest,
  field: string,
): boolean {
  const maps = [
    request as Record<string, unknown>,
    request.additionalStringFilters,
    request.additionalNumericFilters,
    request.additionalBooleanFilters,
    request.additionalArrayFilters,
  ] as (Record<string, unknown> | undefined)[];
  return maps.some(
    (map) => !!map && Object.hasOwn(map, field) && named(map[field]),
  );
}

/** 422 unless the search names the required filter (no-op for an entity without one). */
export function requireSearchFilter(
  required: RequiredSearchFilter | undefined,
  request: ParsedSearchRequest,
): void {
  if (!required || namesFilter(request, required.field)) return;
  throw unprocessable(required.message, [
    { field: required.field, message: required.message },
  ]);
}
