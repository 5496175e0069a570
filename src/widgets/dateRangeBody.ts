import dayjs from "dayjs";
import { DATE_FORMATS } from "./dateFormats";

/**
 * Date filters hold the chosen day in the form (YYYY-MM-DD) and send an instant: the start of that
 * day in the user's time zone for "from"; for "to", the start of the day AFTER the chosen one,
 * because the server's toDate is exclusive (§7 "the end date is sent as the day after").
 */
export function fromDateToBody(
  day: string | null | undefined,
): string | undefined {
  if (!day) return undefined;
  const date = dayjs(day, DATE_FORMATS.iso);
  return date.isValid() ? date.startOf("day").toISOString() : undefined;
}

export function toDateToBody(
  day: string | null | undefined,
): string | undefined {
  if (!day) return undefined;
  const date = dayjs(day, DATE_FORMATS.iso);
  return date.isValid()
    ? date.add(1, "day").startOf("day").toISOString()
    : undefined;
}

/** The chosen day back from a sent "from" instant. */
export function fromDateFromBody(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS.iso) : null;
}

/** The chosen day back from a sent "to" instant (the day before the exclusive bound). */
export function toDateFromBody(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  const date = dayjs(value);
  return date.isValid()
    ? date.subtract(1, "day").format(DATE_FORMATS.iso)
    : null;
}
