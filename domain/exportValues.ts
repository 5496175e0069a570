/**
 * Readable cell values for the CSV exports (server/entities/*: csvColumns), written in English as
 * the screens' exporters wrote them: booleans as Yes/No, days as YYYY-MM-DD, instants as the
 * operator's local date and time, codes by their label.
 */

/** "Yes" or "No". */
export const yesNo = (value: unknown): string => (value ? "Yes" : "No");

/** The calendar day of a date or an ISO timestamp ("2026-03-14"); empty when there is none. */
export function isoDay(value: string | Date | null | undefined): string {
  if (!value) return "";
  return (value instanceof Date ? value.toISOString() : value).slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-03-14 09:30": an instant as the wall clock of `timeZone` shows it (24-hour). */
export function localDateTime(
  value: string | Date | null | undefined,
  timeZone: string,
): string {
  if (!value) return "";
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return "";
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A code's label, or the code itself when the table has none (a value newer than the labels). */
export function labelOf(
  labels: Readonly<Record<string, string>>,
  code: string | null | undefined,
): string {
  if (!code) return "";
  return Object.hasOwn(labels, code) ? labels[code] : code;
}
