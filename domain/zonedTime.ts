/**
 * Calendar days and wall-clock times in the operator's time zone (TRIP_TIME_ZONE): which day a trip
 * falls on, where a day starts, and the instant of "06:30 on 2026-03-09" (DST-correct), for the
 * assignment check, the dispatch board, manifests and standing orders alike.
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The instant of a wall-clock time ("HH:mm", default midnight) on a day in a time zone. */
export function zonedInstant(
  day: string,
  time: string,
  timeZone: string,
): Date {
  return dayjs.tz(`${day} ${time}`, "YYYY-MM-DD HH:mm", timeZone).toDate();
}

/** [start, end) of a calendar day in a time zone, as instants (23 or 25 hours across DST). */
export function dayBounds(
  day: string,
  timeZone: string,
): { start: Date; end: Date } {
  const start = zonedInstant(day, "00:00", timeZone);
  const next = dayjs(`${day}T00:00:00Z`).add(1, "day").format("YYYY-MM-DD");
  return { start, end: zonedInstant(next, "00:00", timeZone) };
}

/** The wall-clock time (HH:mm) of an instant in a time zone. */
export function timeIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}
