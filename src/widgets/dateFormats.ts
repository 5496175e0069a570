import type { Dayjs } from "dayjs";
import dayjs from "dayjs";

/** §2: values and the default display are YYYY-MM-DD; the alternative display is "day Month year". */
export const DATE_FORMATS = { iso: "YYYY-MM-DD", long: "D MMMM YYYY" } as const;

export const YEAR_VIEW_SIZE = 12;

/**
 * The years the year view lists: 12 around `center` (6 before, the year itself and 5 after).
 * Choosing an edge year and reopening moves the window, which is how the view pages on.
 */
export function yearWindow(
  center: Dayjs,
  size: number = YEAR_VIEW_SIZE,
): { min: Dayjs; max: Dayjs } {
  const before = Math.floor(size / 2);
  return {
    min: center.subtract(before, "year").startOf("year"),
    max: center.add(size - before - 1, "year").endOf("year"),
  };
}

/** A stored YYYY-MM-DD string as a date, or null when empty or invalid. */
export function parseIsoDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value, DATE_FORMATS.iso);
  return date.isValid() ? date : null;
}
