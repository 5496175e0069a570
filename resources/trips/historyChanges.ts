/**
 * Which of an activity's changes the trip's History shows, and how a value reads. The activity
 * record keeps every column (the audit's full before → after); a nurse reading the history needs
 * what was booked, not the row's internal ids and derived columns.
 */
import type { Activity } from "../../domain/schemas/activity";
import { formatCents } from "../../domain/money";
import { changeValueText } from "./tripModel";

type Change = Activity["changes"][number];

/** Derived or bookkeeping columns: never a user's change, whatever their label. */
const TECHNICAL_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "_id",
  "searchText",
  "search_text",
]);

/** `routeLocationPairId`, `booking_user_id`…: a reference only the database reads. */
const ID_LIKE = /(Id|_id)$/;

/**
 * The changes worth showing: technical columns never, an id-like field only when the messages
 * give it a label (the driver, the facility…).
 */
export function visibleChanges(
  changes: readonly Change[],
  hasLabel: (field: string) => boolean,
): Change[] {
  return changes.filter(
    (c) =>
      !TECHNICAL_FIELDS.has(c.field) &&
      (!ID_LIKE.test(c.field) || hasLabel(c.field)),
  );
}

const isFare = (value: unknown): value is { totalCents: number } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { totalCents?: unknown }).totalCents === "number";

/** A change's value as text; the itemised fare (stored as JSON) reads as its total. */
export const historyValueText = (value: unknown): string =>
  isFare(value) ? formatCents(value.totalCents) : changeValueText(value);
