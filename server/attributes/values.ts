/**
 * A record's attribute values checked against its kind's active definitions (issue 28): what the
 * write stores, or one 422 naming every wrong value (field `attributes.<id>`, the attribute's name
 * in the message). A value of a retired attribute, or a retired choice, that the record already
 * holds may be sent back unchanged: a form sends its whole record, and retiring keeps the values.
 */
import type { FieldError } from "../../domain/errors";
import {
  ATTRIBUTE_MESSAGES,
  ATTRIBUTE_TEXT_MAX,
} from "../../domain/schemas/attribute";
import type { AttributeValues } from "../db/schema/attributeColumns";
import { unprocessable } from "../errors";
import type { AttributeDefinition } from "./definitions";

type Stored = AttributeValues[string];
/** What an upsert body may carry per attribute: a value, or null / "" to clear it. */
export type SentAttributes = Record<string, Stored | null>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.toISOString().slice(0, 10) === value;
}

/** The value to store, or undefined when it does not fit the definition. */
function typedValue(
  def: AttributeDefinition,
  raw: Stored,
  stored: Stored | undefined,
): Stored | undefined {
  switch (def.dataType) {
    case "text":
      return typeof raw === "string" && raw.trim().length <= ATTRIBUTE_TEXT_MAX
        ? raw.trim()
        : undefined;
    case "number":
      return typeof raw === "number" && Number.isFinite(raw) ? raw : undefined;
    case "date":
      return typeof raw === "string" && isDate(raw) ? raw : undefined;
    case "boolean":
      return typeof raw === "boolean" ? raw : undefined;
    case "choice":
      // A retired choice stays on the records that hold it; no record is given it anew.
      return typeof raw === "string" &&
        (raw === stored || def.choices.some((c) => c.active && c.value === raw))
        ? raw
        : undefined;
  }
}

const isEmpty = (raw: Stored | null) =>
  raw === null || (typeof raw === "string" && raw.trim() === "");

/**
 * The values a write stores. A create answers the whole object; an update only what changes
 * (null: remove the value), to be merged over the stored object.
 */
export function checkAttributeValues(
  definitions: readonly AttributeDefinition[],
  sent: SentAttributes | undefined,
  existing: AttributeValues | null,
): Record<string, Stored | null> {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const errors: FieldError[] = [];
  const changes: Record<string, Stored | null> = {};
  const fail = (id: string, message: string) =>
    errors.push({ field: `attributes.${id}`, message });
  for (const [id, raw] of Object.entries(sent ?? {})) {
    const def = byId.get(id);
    const stored = existing ? existing[id] : undefined;
    if (!def) {
      // A retired attribute's value sent back as it is stored: nothing changes.
      if (stored === undefined || raw !== stored)
        fail(id, ATTRIBUTE_MESSAGES.unknown);
      continue;
    }
    if (isEmpty(raw)) {
      if (def.required) fail(id, ATTRIBUTE_MESSAGES.required(def.name));
      else changes[id] = null;
      continue;
    }
    const value = typedValue(def, raw as Stored, stored);
    if (value === undefined)
      fail(id, ATTRIBUTE_MESSAGES[def.dataType](def.name));
    else changes[id] = value;
  }
  // A new record needs every required attribute; an update keeps what it does not send.
  if (!existing)
    for (const def of definitions)
      if (def.required && !(sent && Object.hasOwn(sent, def.id)))
        fail(def.id, ATTRIBUTE_MESSAGES.required(def.name));
  if (errors.length)
    throw unprocessable(errors.map((e) => e.message).join(" "), errors);
  if (existing) return changes;
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== null),
  );
}
