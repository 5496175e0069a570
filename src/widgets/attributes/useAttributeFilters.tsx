import { useMemo } from "react";
import type { ReactElement } from "react";
import { SelectInput } from "react-admin";
import { attributesModule as m } from "../../../domain/modules/attributes";
import type { AttributeEntityType } from "../../../domain/schemas/attribute";
import { activeChoices } from "./attributeChoices";
import { useAttributeDefinitions } from "./useAttributeDefinitions";

/**
 * Where an attribute's list filter sits in react-admin's filter values: `attribute.<id>` (the
 * form nests it as {attribute: {<id>: value}}); the data provider sends each as §7's
 * `additionalStringFilters["attribute.<id>"]` (the GIN-indexed containment on the server).
 */
export const ATTRIBUTE_FILTER = "attribute";

const YES_NO = [
  { id: "true", name: m.key("record.yes") },
  { id: "false", name: m.key("record.no") },
];

/**
 * The list filter inputs of a kind of record's choice and yes/no attributes (text, number and date
 * ones have none), to spread after a list's own filters.
 */
export function useAttributeFilters(
  entityType: AttributeEntityType,
): ReactElement[] {
  const { definitions } = useAttributeDefinitions(entityType);
  return useMemo(
    () =>
      definitions.flatMap((a) => {
        const source = `${ATTRIBUTE_FILTER}.${a.attributeId}`;
        if (a.dataType === "boolean")
          return [
            <SelectInput
              key={source}
              source={source}
              label={a.name}
              choices={YES_NO}
            />,
          ];
        if (a.dataType === "choice")
          return [
            <SelectInput
              key={source}
              source={source}
              label={a.name}
              choices={activeChoices(a).map((c) => ({
                id: c.value,
                name: c.label,
              }))}
              translateChoice={false}
            />,
          ];
        return [];
      }),
    [definitions],
  );
}
