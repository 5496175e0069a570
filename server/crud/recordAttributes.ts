/**
 * The `attributes` option of an entity (issue 28): a patient, trip, vehicle, driver or facility
 * carries the values of the attributes an administrator defined for its kind. Declared once, as
 * `attributes: "patient"` in defineEntity, it gives the entity:
 * - the upsert body's `attributes` (attribute id → value; null or "" clears one), checked against
 *   the kind's active definitions, read in one query per write (server/attributes/values.ts). Left
 *   out of an update, the stored values stay; sent, its keys are merged over them in the UPDATE
 *   itself, so two writers of different attributes never undo each other;
 * - the row's `attributes`: every stored value, retired attributes' included;
 * - the list filters `attribute.<id>` on a choice or yes/no attribute (server/attributes/filters.ts);
 * - one export column per active attribute (server/attributes/csv.ts).
 */
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import { ATTRIBUTE_TEXT_MAX } from "../../domain/schemas/attribute";
import { attributeCsvColumns } from "../attributes/csv";
import { loadDefinitions } from "../attributes/definitions";
import { attributeFilters } from "../attributes/filters";
import { ATTRIBUTE_COLUMNS } from "../attributes/tables";
import type { SentAttributes } from "../attributes/values";
import { checkAttributeValues } from "../attributes/values";
import type { AttributeValues } from "../db/schema/attributeColumns";
import type { EntityContext, EntityDefinition } from "./entity";

/** How many attribute values one body may carry. */
const MAX_SENT = 200;

/** The body's values: the type is checked against the definition later, with its name. */
export const sentAttributesSchema = z
  .record(
    z.uuid(),
    // Longer than a text attribute takes, so an overlong one hears its attribute's message.
    z.union([
      z.string().max(ATTRIBUTE_TEXT_MAX * 4),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
  )
  .refine((values) => Object.keys(values).length <= MAX_SENT);

/** The row's values, as stored. */
export const storedAttributesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]),
);

const storedOf = (record: unknown): AttributeValues =>
  (record as { attributes?: AttributeValues } | null)?.attributes ?? {};

function withField<T extends z.ZodType>(
  schema: T,
  field: z.ZodType,
  what: string,
): T {
  if (!(schema instanceof z.ZodObject))
    throw new Error(
      `An entity with attributes needs an object ${what} schema.`,
    );
  // safeExtend keeps the schema's refinements (a trip body's cross-field checks).
  return schema.safeExtend({ attributes: field }) as unknown as T;
}

/** What the write stores in the column: the whole object (create), a merge (update), or nothing. */
async function attributesToWrite(
  entityType: AttributeEntityType,
  sent: SentAttributes | undefined,
  existing: unknown,
  { app }: EntityContext,
): Promise<unknown> {
  if (existing && sent === undefined) return undefined;
  const definitions = await loadDefinitions(app.db, entityType);
  const values = checkAttributeValues(
    definitions,
    sent,
    existing ? storedOf(existing) : null,
  );
  if (!existing) return values;
  if (Object.keys(values).length === 0) return undefined;
  // Sent keys overwrite, null ones are removed (stored values are never null).
  const column = ATTRIBUTE_COLUMNS[entityType];
  return sql`jsonb_strip_nulls(${column} || ${JSON.stringify(values)}::jsonb)`;
}

export function withRecordAttributes<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  entityType: AttributeEntityType,
  definition: EntityDefinition<TTable, TBody, TRow, TRelations, TPrepared>,
): EntityDefinition<TTable, TBody, TRow, TRelations, TPrepared> {
  type Def = EntityDefinition<TTable, TBody, TRow, TRelations, TPrepared>;
  const { toRow, rowFields, prepareValues, requestFilters, moreCsvColumns } =
    definition;
  const withRowValues = <R>(row: R, record: unknown): R => ({
    ...row,
    attributes: storedOf(record),
  });
  const rows: Pick<Def, "toRow" | "rowFields"> = toRow
    ? { toRow: (record, row) => withRowValues(toRow(record, row), record) }
    : {
        rowFields: (record, row) =>
          withRowValues(rowFields?.(record, row) ?? {}, record),
      };
  return {
    ...definition,
    ...rows,
    bodySchema: withField(
      definition.bodySchema,
      sentAttributesSchema.optional(),
      "body",
    ),
    rowSchema: withField(definition.rowSchema, storedAttributesSchema, "row"),
    prepareValues: async (body, values, existing, ctx) => {
      // First, before slower work (a geocoder) is spent on a body that is refused.
      const attributes = await attributesToWrite(
        entityType,
        (body as { attributes?: SentAttributes }).attributes,
        existing,
        ctx,
      );
      const answer = await prepareValues?.(body, values, existing, ctx);
      // Always set: the body's raw object (the mechanical mapping copies it) is never written.
      return {
        ...answer,
        values: { ...answer?.values, attributes } as typeof values,
      };
    },
    requestFilters: async (request, ctx) => ({
      ...(await requestFilters?.(request, ctx)),
      ...(await attributeFilters(ctx.app.db, entityType, request)),
    }),
    moreCsvColumns: async (ctx) => [
      ...((await moreCsvColumns?.(ctx)) ?? []),
      ...(await attributeCsvColumns(ctx.app.db, entityType)),
    ],
  };
}
