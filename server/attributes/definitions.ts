/**
 * Reading attribute definitions (issue 28): the attributes of one kind of record with their choice
 * values, in one statement (the choices as a correlated JSON aggregate, never one query per
 * attribute), and the API row of a definition.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type {
  AttributeChoice,
  AttributeDataType,
  AttributeEntityType,
  AttributeRow,
} from "../../domain/schemas/attribute";
import type { Db } from "../db/client";
import { attributes, attributeValueChoices } from "../db/schema";
import { iso } from "../entities/iso";

export type AttributeRecord = typeof attributes.$inferSelect;
export type AttributeValueRecord = typeof attributeValueChoices.$inferSelect;

/** A definition as the checks read it: the record and its choices (retired ones marked), in order. */
export interface AttributeDefinition extends AttributeRecord {
  entityType: AttributeEntityType;
  dataType: AttributeDataType;
  choices: AttributeChoice[];
}

/** A choice as the API and the checks carry it. */
export const toChoice = (v: AttributeValueRecord): AttributeChoice => ({
  attributeValueId: v.id,
  value: v.value,
  label: v.label,
  position: v.position,
  active: v.active,
});

const v = attributeValueChoices;
/**
 * The choices of the outer row's attribute, in position order, as one JSON array. Written with
 * qualified names: Drizzle leaves a one-table select's columns unqualified, which inside this
 * subquery would name the choice's own id.
 */
const choicesColumn = sql<AttributeChoice[]>`coalesce((
  select json_agg(json_build_object(
    'attributeValueId', av.id, 'value', av.value, 'label', av.label,
    'position', av.position, 'active', av.active
  ) order by av.position, av.id)
  from attribute_values av where av.attribute_id = "attributes"."id"
), '[]'::json)`;

/** Some drivers hand json back as text. */
const parsedChoices = (raw: unknown): AttributeChoice[] =>
  (typeof raw === "string" ? JSON.parse(raw) : raw) as AttributeChoice[];

/**
 * The definitions of one kind of record (only the active ones unless `all`), position order, each
 * with its choices: one statement.
 */
export async function loadDefinitions(
  db: Db,
  entityType: AttributeEntityType,
  options: { all?: boolean; ids?: readonly string[] } = {},
): Promise<AttributeDefinition[]> {
  const conditions: (SQL | undefined)[] = [
    eq(attributes.entityType, entityType),
    options.all ? undefined : eq(attributes.active, true),
    options.ids ? inArray(attributes.id, [...options.ids]) : undefined,
  ];
  const found = await db
    .select({ ...getTableColumns(attributes), choices: choicesColumn })
    .from(attributes)
    .where(and(...conditions))
    .orderBy(asc(attributes.position), asc(attributes.id));
  return found.map((a) => ({
    ...a,
    entityType: a.entityType as AttributeEntityType,
    dataType: a.dataType as AttributeDataType,
    choices: parsedChoices(a.choices),
  }));
}

/** The choices of these attributes, by attribute id, in position order (one query). */
export async function loadChoices(
  db: Db,
  attributeIds: readonly string[],
): Promise<Map<string, AttributeChoice[]>> {
  const byAttribute = new Map<string, AttributeChoice[]>();
  if (attributeIds.length === 0) return byAttribute;
  const found = await db
    .select()
    .from(v)
    .where(inArray(v.attributeId, [...attributeIds]))
    .orderBy(asc(v.attributeId), asc(v.position), asc(v.id));
  for (const choice of found) {
    const list = byAttribute.get(choice.attributeId) ?? [];
    list.push(toChoice(choice));
    byAttribute.set(choice.attributeId, list);
  }
  return byAttribute;
}

/** The API row of a definition. */
export const toAttributeRow = (
  a: AttributeRecord,
  choices: readonly AttributeChoice[],
): AttributeRow => ({
  _id: a.id,
  id: a.id,
  attributeId: a.id,
  name: a.name,
  code: a.code,
  entityType: a.entityType as AttributeEntityType,
  dataType: a.dataType as AttributeDataType,
  description: a.description,
  required: a.required,
  active: a.active,
  position: a.position,
  choices: [...choices],
  createdAt: iso(a.createdAt),
  updatedAt: iso(a.updatedAt),
});
