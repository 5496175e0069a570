/**
 * The export columns of a kind's attributes (issue 28): one per active attribute, in position order,
 * headed by its name; a choice by its label, yes/no as Yes / No, text, numbers and dates as stored.
 * Read once per export, before the first row.
 */
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import { yesNo } from "../../domain/exportValues";
import type { CsvColumn } from "../crud/csvColumns";
import type { Db } from "../db/client";
import type { AttributeDefinition } from "./definitions";
import { loadDefinitions } from "./definitions";

function cellOf(def: AttributeDefinition, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (def.dataType === "boolean") return yesNo(value);
  if (def.dataType === "choice")
    return def.choices.find((c) => c.value === value)?.label ?? value;
  return value;
}

export async function attributeCsvColumns(
  db: Db,
  entityType: AttributeEntityType,
): Promise<CsvColumn[]> {
  const definitions = await loadDefinitions(db, entityType);
  return definitions.map((def) => ({
    header: def.name,
    value: (row) => {
      const values = row.attributes as Record<string, unknown> | undefined;
      return cellOf(def, values?.[def.id]);
    },
  }));
}
