/**
 * Attributes' call beyond §7's four (issue 28), a typed custom method. The generic calls of
 * "admin/attributes" and "admin/attribute-values" go through the data provider's map.
 *
 * | Method              | Call                                                                  |
 * |---------------------|-----------------------------------------------------------------------|
 * | attributesForEntity | POST /attributes/for-entity {entityType} → the active definitions     |
 */
import { attributesModule } from "../domain/modules/attributes";
import type {
  AttributeEntityType,
  AttributeRow,
} from "../domain/schemas/attribute";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface AttributeMethods {
  attributesForEntity(
    entityType: AttributeEntityType,
    signal?: AbortSignal,
  ): Promise<AttributeRow[]>;
}

export function attributeMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): AttributeMethods {
  const base = `${apiUrl}${attributesModule.api.prefix}`;
  return {
    async attributesForEntity(entityType, signal) {
      const answer = await httpClient<Envelope<AttributeRow[]>>(
        `${base}/for-entity`,
        { method: "POST", body: { entityType }, signal },
      );
      return answer.data;
    },
  };
}

type Filters = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Filters =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A list's attribute filters as §7 wants them: react-admin holds `{attribute: {<id>: value}}`
 * (src/widgets/attributes/useAttributeFilters.tsx: a filter source cannot name a key with a dot),
 * the search body `additionalStringFilters["attribute.<id>"]: "<value>"` ("true"/"false" for a
 * yes/no attribute), beside the list's other string filters. For contractMapping's searchBody.
 */
export function toAttributeFilters(filters: Filters): Filters {
  const { attribute, ...rest } = filters;
  if (!isPlainObject(attribute)) return filters;
  const strings = Object.entries(attribute)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([id, v]) => [`attribute.${id}`, String(v)] as const);
  if (strings.length === 0) return rest;
  const own = isPlainObject(rest.additionalStringFilters)
    ? rest.additionalStringFilters
    : {};
  return {
    ...rest,
    additionalStringFilters: { ...own, ...Object.fromEntries(strings) },
  };
}
