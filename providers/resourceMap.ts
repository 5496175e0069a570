/**
 * react-admin resource name → REST contract of §7, gathered from the module declarations
 * (domain/modules: each module's `api`). A new resource adds nothing here.
 *
 * - `prefix`: path under /api (GET {prefix}/{id}, POST {prefix}/search, POST {prefix}, DELETE {prefix}/{id}).
 * - `idField`: the entity's id in rows and in getMany's `additionalArrayFilters`.
 * - `bodyIdField`: the id key of the upsert body when it differs from `idField` (features send `id`).
 * - `entity`: the label of §8's failure messages ("Failed to retrieve the requested Feature: ").
 * - `failurePrefixes`: §8 prefixes where this resource's wording differs from the entity defaults.
 */
import type { ModuleApi } from "../domain/modules/defineModule";
import { API_MODULES } from "../domain/modules/registry";

export type {
  CrudMethod,
  FailurePrefixes,
} from "../domain/modules/defineModule";

export type ResourceConfig = ModuleApi;

export const RESOURCE_MAP: Readonly<Record<string, ResourceConfig>> =
  Object.fromEntries(API_MODULES.map((m) => [m.name, m.api]));

export function resourceConfig(resource: string): ResourceConfig {
  const config = (RESOURCE_MAP as Record<string, ResourceConfig>)[resource];
  if (!config)
    throw new Error(
      `Unknown resource "${resource}": declare it in domain/modules`,
    );
  return config;
}
