/**
 * The pure half of a record's attribute values (issue 28): the client-side check of the values a
 * form holds against the active definitions, the same rules the server applies (its messages, by
 * the attribute's name), and how that check joins a form's own schema or resolver.
 */
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { activeChoices } from "./attributeChoices";
import { z } from "zod";
import type {
  AttributeRow,
  RecordAttributes,
} from "../../../domain/schemas/attribute";
import {
  ATTRIBUTE_MESSAGES,
  ATTRIBUTE_TEXT_MAX,
} from "../../../domain/schemas/attribute";

type Stored = Readonly<Record<string, unknown>>;
type Sent = RecordAttributes | Record<string, null>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "";

/** One attribute's value as the server wants it, or the message of what is wrong with it. */
function checkValue(
  a: AttributeRow,
  value: unknown,
):
  | { ok: true; value: string | number | boolean }
  | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  switch (a.dataType) {
    case "text":
      return typeof value === "string" && value.length <= ATTRIBUTE_TEXT_MAX
        ? { ok: true, value }
        : fail(ATTRIBUTE_MESSAGES.text(a.name));
    case "number": {
      const n = typeof value === "string" ? Number(value) : value;
      return typeof n === "number" && Number.isFinite(n)
        ? { ok: true, value: n }
        : fail(ATTRIBUTE_MESSAGES.number(a.name));
    }
    case "date":
      return typeof value === "string" && DATE.test(value)
        ? { ok: true, value }
        : fail(ATTRIBUTE_MESSAGES.date(a.name));
    case "boolean":
      return typeof value === "boolean"
        ? { ok: true, value }
        : fail(ATTRIBUTE_MESSAGES.boolean(a.name));
    case "choice":
      return activeChoices(a).some((c) => c.value === value)
        ? { ok: true, value: value as string }
        : fail(ATTRIBUTE_MESSAGES.choice(a.name));
  }
}

/**
 * The `attributes` body of a save: one key per active definition (a retired attribute's stored
 * value is never sent back: the server keeps it). An emptied value the record held is sent as null
 * (the server removes it); one it never held is left out. Errors are keyed by attribute id.
 */
export function checkAttributes(
  definitions: readonly AttributeRow[],
  values: Stored | undefined,
  stored: Stored | undefined,
): { body: Sent; errors: Record<string, string> } {
  const body: Record<string, string | number | boolean | null> = {};
  const errors: Record<string, string> = {};
  for (const a of definitions) {
    const value = values?.[a.attributeId];
    if (isEmpty(value)) {
      if (a.required)
        errors[a.attributeId] = ATTRIBUTE_MESSAGES.required(a.name);
      else if (!isEmpty(stored?.[a.attributeId])) body[a.attributeId] = null;
      continue;
    }
    const checked = checkValue(a, value);
    if (checked.ok) body[a.attributeId] = checked.value;
    else errors[a.attributeId] = checked.message;
  }
  return { body: body as Sent, errors };
}

const asRecord = (value: unknown): Stored | undefined =>
  typeof value === "object" && value !== null ? (value as Stored) : undefined;

/**
 * A form's schema with its attributes checked too: the schema's own result (and issues), plus
 * `attributes` (issues at attributes.<id>, where the inputs are).
 */
export function withAttributesSchema(
  schema: z.ZodType<FieldValues, FieldValues>,
  definitions: readonly AttributeRow[],
  stored: Stored | undefined,
): z.ZodType<FieldValues, FieldValues> {
  return z.custom<FieldValues>().transform(async (input, ctx) => {
    const own = await schema.safeParseAsync(input);
    const values = asRecord(input);
    const checked = checkAttributes(
      definitions,
      asRecord(values?.attributes),
      stored,
    );
    if (!own.success)
      for (const issue of own.error.issues)
        ctx.addIssue({
          code: "custom",
          message: issue.message,
          path: issue.path,
        });
    for (const [id, message] of Object.entries(checked.errors))
      ctx.addIssue({ code: "custom", message, path: ["attributes", id] });
    if (!own.success || Object.keys(checked.errors).length > 0) return z.NEVER;
    return { ...own.data, attributes: checked.body };
  });
}

/** A form's resolver with its attributes checked too (the booking form has its own resolver). */
export function withAttributesResolver(
  resolver: Resolver<FieldValues>,
  definitions: readonly AttributeRow[],
  stored: Stored | undefined,
): Resolver<FieldValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const checked = checkAttributes(
      definitions,
      asRecord(values.attributes),
      stored,
    );
    const failed = Object.entries(checked.errors);
    if (failed.length === 0)
      return Object.keys(result.errors).length > 0
        ? result
        : {
            values: { ...result.values, attributes: checked.body },
            errors: {},
          };
    const attributes = Object.fromEntries(
      failed.map(([id, message]) => [id, { type: "custom", message }]),
    );
    return {
      values: {},
      errors: { ...result.errors, attributes } as FieldErrors<FieldValues>,
    };
  };
}
