/** What the search and the export of an entity read, for one caller: the same plan for both. */
import type { SQL } from "drizzle-orm";
import { and } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AuthUser } from "../auth/authUser";
import type { EntityConfig } from "./entity";
import type { FilterSpec } from "./entityTypes";
import type { SearchPlan } from "./search";

/** The parts of an entity's configuration the plan reads (any entity's configuration fits). */
type PlanSource = Pick<
  EntityConfig<PgTable, never, never, unknown>,
  | "table"
  | "idColumn"
  | "idField"
  | "sortable"
  | "defaultSort"
  | "filters"
  | "searchColumn"
  | "textSearch"
  | "dateColumn"
  | "scope"
  | "pageColumns"
>;

/**
 * `membershipScope` is what the membership guard of an entity adds for this request (./membership.ts,
 * computed before: it may refuse the search); `requestFilters` what the entity's hook of that name
 * answered for this request.
 */
export function searchPlanOf(
  config: PlanSource,
  user: AuthUser,
  membershipScope?: SQL,
  requestFilters?: Record<string, FilterSpec>,
): SearchPlan {
  const scope = config.scope?.(user);
  return {
    table: config.table,
    idColumn: config.idColumn,
    sortable: config.sortable,
    defaultSort: config.defaultSort,
    // Every entity can be filtered by its own ids (react-admin's getMany).
    filters: {
      [config.idField]: { kind: "uuid", column: config.idColumn },
      ...config.filters,
      ...requestFilters,
    },
    searchColumn: config.searchColumn,
    textSearch: config.textSearch,
    dateColumn: config.dateColumn,
    scope:
      membershipScope && scope
        ? and(scope, membershipScope)
        : (membershipScope ?? scope),
    pageColumns: config.pageColumns,
  };
}
