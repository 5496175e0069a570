/**
 * Attributes (issue 28): extra fields an administrator defines for patients, trips, vehicles,
 * drivers and facilities, and the allowed values of a choice attribute. A record's values live in
 * its own `attributes` column (./attributeColumns.ts); retiring an attribute (active false) hides it
 * and keeps the values.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const attributes = pgTable(
  "attributes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Lower-case letters, digits and dashes; unique within its entity type. */
    code: text("code").notNull(),
    /** patient, trip, vehicle, driver or facility */
    entityType: text("entity_type").notNull(),
    /** text, number, date, boolean or choice */
    dataType: text("data_type").notNull(),
    description: text("description").notNull().default(""),
    required: boolean("required").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** Its place among its entity's attributes on the forms. */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("attributes_entity_code_key").on(t.entityType, t.code),
    index("attributes_entity_idx").on(t.entityType, t.position, t.id),
    index("attributes_name_idx").on(t.name, t.id),
    index("attributes_updated_at_idx").on(t.updatedAt, t.id),
    index("attributes_position_idx").on(t.position, t.id),
  ],
);

export const attributeValueChoices = pgTable(
  "attribute_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    attributeId: uuid("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    /** What is stored on a record (stable); the label is what people read. */
    value: text("value").notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("attribute_values_attribute_value_key").on(
      t.attributeId,
      t.value,
    ),
    index("attribute_values_attribute_idx").on(t.attributeId, t.position, t.id),
    index("attribute_values_label_idx").on(t.label, t.id),
  ],
);
