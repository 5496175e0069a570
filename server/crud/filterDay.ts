import { badRequest } from "../errors";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A filter's calendar day, YYYY-MM-DD, or 400 naming the filter. A day that does not exist
 * ("2024-02-30", which Date.parse rolls over) is refused here, not by the database (a 500).
 */
export function filterDay(name: string, v: string | number | boolean): string {
  const text = String(v);
  const parsed = new Date(`${text}T00:00:00Z`);
  if (
    !ISO_DAY.test(text) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== text
  )
    throw badRequest(`Filter ${name} expects a date as YYYY-MM-DD.`);
  return text;
}
