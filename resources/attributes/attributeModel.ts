/** Data shaping between attribute rows and the upsert bodies their forms edit. */
import { attributesModule as m } from "../../domain/modules/attributes";
import type {
  AttributeChoice,
  AttributeRow,
  AttributeUpsert,
  AttributeValueUpsert,
} from "../../domain/schemas/attribute";
import {
  ATTRIBUTE_DATA_TYPES,
  ATTRIBUTE_ENTITY_TYPES,
} from "../../domain/schemas/attribute";

export type { AttributeRow } from "../../domain/schemas/attribute";

export const attributeDefaults: AttributeUpsert = {
  name: "",
  code: "",
  entityType: "patient",
  dataType: "text",
  description: "",
  required: false,
  active: true,
  position: 0,
};

/** The form values for a row; a new attribute starts from the defaults. */
export function toAttributeForm(
  row: AttributeRow | null | undefined,
): AttributeUpsert & { id?: string } {
  if (!row) return { ...attributeDefaults };
  return {
    id: row.id,
    attributeId: row.attributeId,
    name: row.name,
    code: row.code,
    entityType: row.entityType,
    dataType: row.dataType,
    description: row.description,
    required: row.required,
    active: row.active,
    position: row.position,
  };
}

/** A value's upsert body: a new one of an attribute, or a row as it is (the retire toggle edits it). */
export function toValueForm(
  attributeId: string,
  choice?: AttributeChoice,
): AttributeValueUpsert {
  if (!choice)
    return { attributeId, value: "", label: "", position: 0, active: true };
  return {
    attributeValueId: choice.attributeValueId,
    attributeId,
    value: choice.value,
    label: choice.label,
    position: choice.position,
    active: choice.active,
  };
}

export const entityTypeChoices = ATTRIBUTE_ENTITY_TYPES.map((id) => ({
  id,
  name: m.key(`entityTypes.${id}`),
}));

export const dataTypeChoices = ATTRIBUTE_DATA_TYPES.map((id) => ({
  id,
  name: m.key(`dataTypes.${id}`),
}));
