/**
 * The column administrator-defined attributes keep their values in (issue 28), one per entity
 * that has attributes (patients, trips, vehicles, drivers, facilities): a JSON object from the
 * attribute's id to its value, validated on the server against the definitions. The GIN index
 * (jsonb_path_ops) serves the lists' filters on a choice or yes/no attribute (`attributes @> {…}`).
 */
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { index, jsonb } from "drizzle-orm/pg-core";

export type AttributeValues = Record<string, string | number | boolean>;

export const attributeValues = () =>
  jsonb("attributes")
    .$type<AttributeValues>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const attributesIndex = (name: string, column: PgColumn) =>
  index(name)
    .using("gin", sql`${column} jsonb_path_ops`)
    .with({ fastupdate: false });
