import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import type {
  AttributeEntityType,
  AttributeRow,
} from "../../../domain/schemas/attribute";

/** The query key of the definitions; the attributes admin invalidates it after a change. */
export const ATTRIBUTE_DEFINITIONS_KEY = ["attributes", "for-entity"] as const;

/**
 * The active attributes of one kind of record, in order (POST /attributes/for-entity, open to every
 * signed-in user). Read once for the browser session: definitions change rarely, and the attributes
 * admin invalidates them. A failed read shows no attributes rather than an error on every form.
 */
export function useAttributeDefinitions(entityType: AttributeEntityType) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [...ATTRIBUTE_DEFINITIONS_KEY, entityType],
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<AttributeRow[]> => {
      try {
        return await dataProvider.attributesForEntity(entityType, signal);
      } catch {
        return [];
      }
    },
  });
  return { definitions: data ?? EMPTY, isPending };
}

const EMPTY: readonly AttributeRow[] = [];
