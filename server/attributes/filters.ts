/**
 * List filters on attribute values (issue 28): `additionalStringFilters: {"attribute.<id>": value}`
 * on a choice attribute (the choice's value) or a yes/no one ("true" / "false") becomes
 * `attributes @> {"<id>": value}`, which the column's GIN index (jsonb_path_ops) serves. The
 * attributes a request names are read once, before the search; an unknown one, or a text, number or
 * date attribute, is 400.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import { SEARCH_RESERVED_KEYS } from "../../domain/schemas/search";
import type { FilterSpec } from "../crud/entityTypes";
import type { Db } from "../db/client";
import { badRequest } from "../errors";
import { loadDefinitions } from "./definitions";
import { ATTRIBUTE_SERVER_MESSAGES as M } from "./messages";
import { ATTRIBUTE_COLUMNS } from "./tables";

export const ATTRIBUTE_FILTER_PREFIX = "attribute.";

const uuid = z.uuid();

/** Every filter key of the request that names an attribute, wherever the request puts it. */
function attributeFilterKeys(request: ParsedSearchRequest): string[] {
  const keys = new Set<string>();
  const maps: (Record<string, unknown> | undefined)[] = [
    request,
    request.additionalStringFilters,
    request.additionalNumericFilters,
    request.additionalBooleanFilters,
    request.additionalArrayFilters,
  ];
  for (const map of maps)
    for (const key of Object.keys(map ?? {}))
      if (
        key.startsWith(ATTRIBUTE_FILTER_PREFIX) &&
        !SEARCH_RESERVED_KEYS.has(key)
      )
        keys.add(key);
  return [...keys];
}

/** The filters a request's attribute keys stand for (none when it names no attribute: no read). */
export async function attributeFilters(
  db: Db,
  entityType: AttributeEntityType,
  request: ParsedSearchRequest,
): Promise<Record<string, FilterSpec>> {
  const keys = attributeFilterKeys(request);
  if (keys.length === 0) return {};
  const idOf = (key: string) => key.slice(ATTRIBUTE_FILTER_PREFIX.length);
  for (const key of keys)
    if (!uuid.safeParse(idOf(key)).success)
      throw badRequest(M.unknownFilter(key));
  // Retired attributes filter too: their values stay on the records.
  const definitions = await loadDefinitions(db, entityType, {
    all: true,
    ids: keys.map(idOf),
  });
  const column = ATTRIBUTE_COLUMNS[entityType];
  const contains = (id: string, value: string | boolean) =>
    sql`${column} @> ${JSON.stringify({ [id]: value })}::jsonb`;
  const specs: Record<string, FilterSpec> = {};
  for (const key of keys) {
    const id = idOf(key);
    const def = definitions.find((d) => d.id === id);
    if (!def) throw badRequest(M.unknownFilter(key));
    if (def.dataType === "boolean")
      specs[key] = {
        kind: "string",
        build: (value) => {
          if (value !== "true" && value !== "false")
            throw badRequest(M.booleanFilter(key));
          return contains(id, value === "true");
        },
      };
    else if (def.dataType === "choice")
      specs[key] = {
        kind: "string",
        build: (value) => contains(id, String(value)),
      };
    else throw badRequest(M.notFilterable(key));
  }
  return specs;
}
