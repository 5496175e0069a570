/**
 * Attributes (issue 28): the extra fields an administrator defines for patients, trips, vehicles,
 * drivers and facilities, the allowed values of a choice attribute, and how a record carries its
 * values (`attributes`: attribute id → value) in its upsert body and its row.
 */
import { z } from "zod";
import { MESSAGES, requiredText } from "./common";

export const ATTRIBUTE_ENTITY_TYPES = [
  "patient",
  "trip",
  "vehicle",
  "driver",
  "facility",
] as const;
export type AttributeEntityType = (typeof ATTRIBUTE_ENTITY_TYPES)[number];

export const ATTRIBUTE_DATA_TYPES = [
  "text",
  "number",
  "date",
  "boolean",
  "choice",
] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];

export const ATTRIBUTE_NAME_MAX = 100;
export const ATTRIBUTE_CODE_MAX = 60;
export const ATTRIBUTE_DESCRIPTION_MAX = 500;
/** A text attribute's value. */
export const ATTRIBUTE_TEXT_MAX = 1000;
export const ATTRIBUTE_VALUE_MAX = 60;
export const ATTRIBUTE_LABEL_MAX = 100;

export const ATTRIBUTE_MESSAGES = {
  code: "Use lower-case letters, digits and dashes.",
  codeTaken: "Another attribute of this record type uses this code.",
  entityType: "Choose a kind of record.",
  dataType: "Choose a type.",
  typeFixed:
    "An attribute's record type and type cannot change once it exists.",
  value: "Use lower-case letters, digits and dashes.",
  valueTaken: "This attribute already has this value.",
  attributeNotFound: "Choose an existing choice attribute.",
  notChoice: "Only a choice attribute has values.",
  /** A record's value, by the attribute's name (422 field `attributes.<id>`). */
  required: (name: string) => `${name} is required.`,
  text: (name: string) =>
    `${name} must be text of at most ${ATTRIBUTE_TEXT_MAX} characters.`,
  number: (name: string) => `${name} must be a number.`,
  date: (name: string) => `${name} must be a date (YYYY-MM-DD).`,
  boolean: (name: string) => `${name} must be yes or no.`,
  choice: (name: string) => `${name} must be one of its values.`,
  unknown: "This attribute does not exist for this kind of record.",
  /** 409 on deleting an attribute some record holds a value of. */
  inUse: "Retire it instead: records hold values of this attribute.",
} as const;

const codeSchema = (max: number, message: string) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, MESSAGES.tooLong(max))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message);

/** POST /attributes (attributeId present → update; entityType and dataType are then fixed). */
export const attributeUpsertShape = {
  attributeId: z.uuid().optional(),
  name: requiredText(ATTRIBUTE_NAME_MAX),
  code: codeSchema(ATTRIBUTE_CODE_MAX, ATTRIBUTE_MESSAGES.code),
  entityType: z.enum(ATTRIBUTE_ENTITY_TYPES, {
    error: ATTRIBUTE_MESSAGES.entityType,
  }),
  dataType: z.enum(ATTRIBUTE_DATA_TYPES, {
    error: ATTRIBUTE_MESSAGES.dataType,
  }),
  description: z
    .string()
    .trim()
    .max(ATTRIBUTE_DESCRIPTION_MAX, MESSAGES.tooLong(ATTRIBUTE_DESCRIPTION_MAX))
    .default(""),
  required: z.boolean().default(false),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
};
export const attributeUpsertSchema = z.object(attributeUpsertShape);
export type AttributeUpsert = z.input<typeof attributeUpsertSchema>;

export const attributeChoiceSchema = z.object({
  attributeValueId: z.string(),
  value: z.string(),
  label: z.string(),
  position: z.number(),
  active: z.boolean(),
});
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

export const attributeRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  attributeId: z.string(),
  name: z.string(),
  code: z.string(),
  entityType: z.enum(ATTRIBUTE_ENTITY_TYPES),
  dataType: z.enum(ATTRIBUTE_DATA_TYPES),
  description: z.string(),
  required: z.boolean(),
  active: z.boolean(),
  position: z.number(),
  /** A choice attribute's values, in order (retired ones included, marked); [] otherwise. */
  choices: z.array(attributeChoiceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AttributeRow = z.infer<typeof attributeRowSchema>;

/** POST /attribute-values (attributeValueId present → update; the value code is then fixed). */
export const attributeValueUpsertShape = {
  attributeValueId: z.uuid().optional(),
  attributeId: z.uuid({ error: ATTRIBUTE_MESSAGES.attributeNotFound }),
  value: codeSchema(ATTRIBUTE_VALUE_MAX, ATTRIBUTE_MESSAGES.value),
  label: requiredText(ATTRIBUTE_LABEL_MAX),
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
};
export const attributeValueUpsertSchema = z.object(attributeValueUpsertShape);
export type AttributeValueUpsert = z.input<typeof attributeValueUpsertSchema>;

export const attributeValueRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  attributeValueId: z.string(),
  attributeId: z.string(),
  value: z.string(),
  label: z.string(),
  position: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AttributeValueRow = z.infer<typeof attributeValueRowSchema>;

/**
 * A record's values in its upsert body and its row: attribute id → text, number, YYYY-MM-DD date,
 * boolean or a choice's value. Checked against the definitions on the server; left out of an update,
 * the stored values stay.
 */
export const recordAttributesSchema = z
  .record(
    z.uuid(),
    z.union([z.string().max(ATTRIBUTE_TEXT_MAX), z.number(), z.boolean()]),
  )
  .refine((values) => Object.keys(values).length <= 200);
export type RecordAttributes = z.infer<typeof recordAttributesSchema>;
