/**
 * Attributes (issue 28, modify-attributes): the generic four under /attributes, and
 * POST /attributes/for-entity for every signed-in user (server/attributes/routes.ts). A code is
 * unique within its kind of record (409), the kind and the type are fixed once created (422), and
 * an attribute some record holds a value of is retired, not deleted (409).
 */
import { and, eq, ne } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { attributesModule } from "../../domain/modules/attributes";
import type { AttributeChoice } from "../../domain/schemas/attribute";
import {
  ATTRIBUTE_MESSAGES,
  attributeRowSchema,
  attributeUpsertSchema,
} from "../../domain/schemas/attribute";
import { loadChoices, toAttributeRow } from "../attributes/definitions";
import { attributeInUse } from "../attributes/inUse";
import { attributeRoutes } from "../attributes/routes";
import { defineEntity } from "../crud/entity";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import { attributes } from "../db/schema";
import { conflict, registerUniqueConstraint, unprocessable } from "../errors";

const CODE_TAKEN = { field: "code", message: ATTRIBUTE_MESSAGES.codeTaken };
// Two administrators adding the same code at once: the unique index answers the second.
registerUniqueConstraint("attributes_entity_code_key", CODE_TAKEN);

export const attributeEntity = defineEntity({
  entity: attributesModule.api.entity,
  prefix: attributesModule.api.prefix,
  table: attributes,
  idColumn: attributes.id,
  idField: attributesModule.api.idField,
  rowSchema: attributeRowSchema,
  bodySchema: attributeUpsertSchema,
  toRow: (record, row?: { relations: Map<string, AttributeChoice[]> }) =>
    toAttributeRow(record, row?.relations?.get(record.id) ?? []),
  // The choices of a page's attributes: one query.
  loadRelations: (records, { app }) =>
    loadChoices(
      app.db,
      records.map((r) => r.id),
    ),
  sortable: {
    position: attributes.position,
    name: attributes.name,
    updatedAt: attributes.updatedAt,
  },
  defaultSort: "position",
  filters: {
    entityType: { kind: "string", column: attributes.entityType },
    dataType: { kind: "string", column: attributes.dataType },
    code: { kind: "string", column: attributes.code },
    active: { kind: "boolean", column: attributes.active },
    required: { kind: "boolean", column: attributes.required },
  },
  access: attributesModule.access,
  beforeWrite: async (body, existing, { app }) => {
    if (existing) {
      const field =
        existing.entityType !== body.entityType
          ? "entityType"
          : existing.dataType !== body.dataType
            ? "dataType"
            : null;
      if (field)
        throw unprocessable(ATTRIBUTE_MESSAGES.typeFixed, [
          { field, message: ATTRIBUTE_MESSAGES.typeFixed },
        ]);
    }
    const conditions: SQL[] = [
      eq(attributes.entityType, body.entityType),
      eq(attributes.code, body.code),
    ];
    if (existing) conditions.push(ne(attributes.id, existing.id));
    const [clash] = await app.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(...conditions))
      .limit(1);
    if (clash) throw conflict(CODE_TAKEN.message, [CODE_TAKEN]);
  },
  beforeDelete: async (existing, { app }) => {
    const type = existing.entityType as AttributeEntityType;
    if (await attributeInUse(app.db, type, existing.id))
      throw conflict(ATTRIBUTE_MESSAGES.inUse);
  },
  routes: (app) => attributeRoutes(app),
});
