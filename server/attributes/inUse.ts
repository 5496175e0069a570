/**
 * Whether any record holds a value of an attribute (or one choice of it): an attribute or a value
 * still in use is retired, never deleted (issue 28).
 */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import type { Db } from "../db/client";
import { ATTRIBUTE_COLUMNS, ATTRIBUTE_TABLES } from "./tables";

async function anyRecord(
  db: Db,
  entityType: AttributeEntityType,
  condition: SQL,
): Promise<boolean> {
  const found = await db
    .select({ found: sql<number>`1` })
    .from(ATTRIBUTE_TABLES[entityType])
    .where(condition)
    .limit(1);
  return found.length > 0;
}

/** A record holds a value of this attribute (a rare delete: the key test reads the column). */
export const attributeInUse = (
  db: Db,
  entityType: AttributeEntityType,
  attributeId: string,
) =>
  anyRecord(
    db,
    entityType,
    sql`(${ATTRIBUTE_COLUMNS[entityType]} -> ${attributeId}::text) is not null`,
  );

/** A record holds this choice (the GIN index serves the containment). */
export const choiceInUse = (
  db: Db,
  entityType: AttributeEntityType,
  attributeId: string,
  value: string,
) =>
  anyRecord(
    db,
    entityType,
    sql`${ATTRIBUTE_COLUMNS[entityType]} @> ${JSON.stringify({ [attributeId]: value })}::jsonb`,
  );
