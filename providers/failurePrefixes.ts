/**
 * §8 failure prefixes for data provider calls. The defaults follow the entity label of
 * resourceMap.ts; a resource whose messages differ says so in its own resourceMap entry (features
 * have their own update/creation wording), so the factory stays free of per-resource logic.
 */
import type { DataProvider } from "react-admin";
import { FAILURE_PREFIXES } from "../domain/errors";
import { withFailurePrefix } from "./httpClient";
import type { CrudMethod, FailurePrefixes } from "./resourceMap";
import { resourceConfig } from "./resourceMap";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function defaultPrefixes(entity: string): FailurePrefixes {
  const search = FAILURE_PREFIXES.search(capitalise(entity));
  const remove = FAILURE_PREFIXES.delete(entity);
  return {
    getOne: FAILURE_PREFIXES.retrieve(entity),
    getList: search,
    getMany: search,
    getManyReference: search,
    delete: remove,
    deleteMany: remove,
  };
}

export function prefixFor(
  resource: string,
  method: CrudMethod,
): string | undefined {
  let config;
  try {
    config = resourceConfig(resource);
  } catch {
    return undefined; // an unknown resource fails on its own, with its own message
  }
  return (
    config.failurePrefixes?.[method] ?? defaultPrefixes(config.entity)[method]
  );
}

const CRUD_METHODS: readonly CrudMethod[] = [
  "getList",
  "getOne",
  "getMany",
  "getManyReference",
  "create",
  "update",
  "updateMany",
  "delete",
  "deleteMany",
];

/** Wraps each CRUD method so a failure's message starts with its §8 prefix. */
export function withFailurePrefixes<T extends DataProvider>(provider: T): T {
  const wrapped: DataProvider = { ...provider };
  for (const method of CRUD_METHODS) {
    const call = provider[method] as (
      resource: string,
      params: unknown,
    ) => Promise<unknown>;
    (wrapped as Record<CrudMethod, typeof call>)[method] = (resource, params) =>
      call.call(provider, resource, params).catch((error: unknown) => {
        const prefix = prefixFor(resource, method);
        throw prefix ? withFailurePrefix(error, prefix) : error;
      });
  }
  return wrapped as T;
}
