/** The staff queue's filters and their search body (issue 28). */
import { supportModule } from "../../domain/modules/support";
import { OPEN_SUPPORT_STATUSES } from "../../domain/schemas/support";

export const K = "pages.support-admin";
export const SUPPORT = supportModule.name;
/** The status filter's value for "any open status" (the default). */
export const OPEN = "open";

export interface QueueFilters {
  /** OPEN, a status, or "" for any. */
  status: string;
  priority: string;
  category: string;
  /** A user id, "none" for unassigned, or "" for anyone. */
  assigneeUserId: string;
  searchTerm: string;
}

export const DEFAULT_FILTERS: QueueFilters = {
  status: OPEN,
  priority: "",
  category: "",
  assigneeUserId: "",
  searchTerm: "",
};

/**
 * react-admin's filter and meta body for POST /support-requests/search: "open" is the statuses
 * filter (any of), the rest single values; the search box is `q` (sent as searchTerm).
 */
export function queueSearch(filters: QueueFilters) {
  const { status, searchTerm, ...rest } = filters;
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest))
    if (value) filter[key] = value;
  if (status && status !== OPEN) filter.status = status;
  if (searchTerm.trim()) filter.q = searchTerm.trim();
  const body =
    status === OPEN
      ? { additionalArrayFilters: { statuses: [...OPEN_SUPPORT_STATUSES] } }
      : {};
  return { filter, body };
}
