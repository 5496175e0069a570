/**
 * The allowed values of a choice attribute (issue 28, modify-attributes): the generic four under
 * /attribute-values. A value belongs to an existing choice attribute (422), is unique within it
 * (409), keeps its code and attribute once created (records store the code: 422), and one some
 * record holds is retired, not deleted (409).
 */
import { and, eq, ne } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { attributeValuesModule } from "../../domain/modules/attributes";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import {
  ATTRIBUTE_MESSAGES,
  attributeValueRowSchema,
  attributeValueUpsertSchema,
} from "../../domain/schemas/attribute";
import { choiceInUse } from "../attributes/inUse";
import { ATTRIBUTE_SERVER_MESSAGES } from "../attributes/messages";
import { defineEntity } from "../crud/entity";
import { attributes, attributeValueChoices as values } from "../db/schema";
import { conflict, registerUniqueConstraint, unprocessable } from "../errors";

const VALUE_TAKEN = { field: "value", message: ATTRIBUTE_MESSAGES.valueTaken };
registerUniqueConstraint("attribute_values_attribute_value_key", VALUE_TAKEN);

const fieldError = (field: string, message: string) =>
  unprocessable(message, [{ field, message }]);

export const attributeValueEntity = defineEntity({
  entity: attributeValuesModule.api.entity,
  prefix: attributeValuesModule.api.prefix,
  table: values,
  idColumn: values.id,
  idField: attributeValuesModule.api.idField,
  rowSchema: attributeValueRowSchema,
  bodySchema: attributeValueUpsertSchema,
  // Position order needs an index on (position, id); the attribute's row carries its choices in order.
  sortable: { label: values.label },
  defaultSort: "label",
  filters: {
    attributeId: { kind: "uuid", column: values.attributeId },
    value: { kind: "string", column: values.value },
    active: { kind: "boolean", column: values.active },
  },
  access: attributeValuesModule.access,
  beforeWrite: async (body, existing, { app }) => {
    if (existing && existing.attributeId !== body.attributeId)
      throw fieldError("attributeId", ATTRIBUTE_SERVER_MESSAGES.valueFixed);
    if (existing && existing.value !== body.value)
      throw fieldError("value", ATTRIBUTE_SERVER_MESSAGES.valueFixed);
    const [attribute] = await app.db
      .select({ dataType: attributes.dataType })
      .from(attributes)
      .where(eq(attributes.id, body.attributeId))
      .limit(1);
    if (!attribute)
      throw fieldError("attributeId", ATTRIBUTE_MESSAGES.attributeNotFound);
    if (attribute.dataType !== "choice")
      throw fieldError("attributeId", ATTRIBUTE_MESSAGES.notChoice);
    const conditions: SQL[] = [
      eq(values.attributeId, body.attributeId),
      eq(values.value, body.value),
    ];
    if (existing) conditions.push(ne(values.id, existing.id));
    const [clash] = await app.db
      .select({ id: values.id })
      .from(values)
      .where(and(...conditions))
      .limit(1);
    if (clash) throw conflict(VALUE_TAKEN.message, [VALUE_TAKEN]);
  },
  beforeDelete: async (existing, { app }) => {
    const [attribute] = await app.db
      .select({ entityType: attributes.entityType })
      .from(attributes)
      .where(eq(attributes.id, existing.attributeId))
      .limit(1);
    const type = attribute?.entityType as AttributeEntityType | undefined;
    if (
      type &&
      (await choiceInUse(app.db, type, existing.attributeId, existing.value))
    )
      throw conflict(ATTRIBUTE_SERVER_MESSAGES.valueInUse);
  },
});
