import { useCallback, useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { RaRecord } from "react-admin";
import { useRecordContext } from "react-admin";
import type { z } from "zod";
import type { AttributeEntityType } from "../../../domain/schemas/attribute";
import {
  withAttributesResolver,
  withAttributesSchema,
} from "./attributeValues";
import { useAttributeDefinitions } from "./useAttributeDefinitions";

type Schema = z.ZodType<FieldValues, FieldValues>;

const storedOf = (row: unknown): Record<string, unknown> => {
  const attributes = (row as { attributes?: unknown } | undefined)?.attributes;
  return typeof attributes === "object" && attributes !== null
    ? { ...(attributes as Record<string, unknown>) }
    : {};
};

/**
 * What a record's form needs for its attributes (called in the Create/Edit shell's form, where the
 * record context is the row): the form values with the row's stored `attributes`, and its schema or
 * resolver checking them against the active definitions. Until those have loaded the form is its
 * own (a save then sends no `attributes`: the stored ones stay).
 */
export function useAttributeForm(entityType: AttributeEntityType) {
  const row = useRecordContext<RaRecord>();
  const { definitions } = useAttributeDefinitions(entityType);
  const stored = useMemo(() => storedOf(row), [row]);
  const withValues = useCallback(
    <V extends object>(
      values: V,
      source?: unknown,
    ): V & { attributes: Record<string, unknown> } => ({
      ...values,
      attributes: storedOf(source ?? row),
    }),
    [row],
  );
  const schema = useCallback(
    (own: Schema): Schema =>
      definitions.length ? withAttributesSchema(own, definitions, stored) : own,
    [definitions, stored],
  );
  const resolver = useCallback(
    (own: Resolver<FieldValues>): Resolver<FieldValues> =>
      definitions.length
        ? withAttributesResolver(own, definitions, stored)
        : own,
    [definitions, stored],
  );
  return { withValues, schema, resolver };
}

/**
 * The props of a ResourceForm with attributes: `toForm` adds the row's stored values, `schema`
 * checks them. Memoised, so the form keeps what was typed while the definitions load.
 */
export function useAttributeResourceForm<Row>(
  entityType: AttributeEntityType,
  schema: Schema,
  toForm: (row: Row | undefined) => FieldValues,
) {
  const { withValues, schema: attach } = useAttributeForm(entityType);
  return {
    schema: useMemo(() => attach(schema), [attach, schema]),
    toForm: useCallback(
      (row: Row | undefined) => withValues(toForm(row), row),
      [withValues, toForm],
    ),
  };
}
