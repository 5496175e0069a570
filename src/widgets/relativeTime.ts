/**
 * Relative time (§2): years, months, days, hours, minutes, seconds. Months take over from days at
 * a 45-day step (44 days reads "44 days ago", 45 days "1 month ago"), as moment-style humanisers
 * do, so "1 month" never means a mere 31 days; a year starts at 365 days.
 */
export type RelativeUnit =
  "seconds" | "minutes" | "hours" | "days" | "months" | "years";

export interface RelativeTimeValue {
  /** "now" under one second. */
  unit: RelativeUnit | "now";
  value: number;
  /** `from` lies after `now`. */
  future: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const MONTH_STEP_DAYS = 45;
const DAYS_PER_MONTH = 365.25 / 12;
const DAYS_PER_YEAR = 365;

const toMs = (d: Date | string | number) =>
  d instanceof Date ? d.getTime() : new Date(d).getTime();

export function relativeTime(
  from: Date | string | number,
  now: Date | string | number = Date.now(),
): RelativeTimeValue {
  const diff = toMs(now) - toMs(from);
  const future = diff < 0;
  const ms = Math.abs(diff);
  const at = (unit: RelativeUnit, value: number): RelativeTimeValue => ({
    unit,
    value,
    future,
  });

  if (!Number.isFinite(ms) || ms < SECOND)
    return { unit: "now", value: 0, future: false };
  if (ms < MINUTE) return at("seconds", Math.floor(ms / SECOND));
  if (ms < HOUR) return at("minutes", Math.floor(ms / MINUTE));
  if (ms < DAY) return at("hours", Math.floor(ms / HOUR));
  const days = Math.floor(ms / DAY);
  if (days < MONTH_STEP_DAYS) return at("days", days);
  if (days < DAYS_PER_YEAR)
    return at("months", Math.max(1, Math.floor(days / DAYS_PER_MONTH)));
  return at("years", Math.floor(days / DAYS_PER_YEAR));
}

/** The i18n key of a value under app.widgets.relativeTime (smart_count = value). */
export function relativeTimeKey({ unit, future }: RelativeTimeValue): string {
  if (unit === "now") return "app.widgets.relativeTime.now";
  return future
    ? `app.widgets.relativeTime.future.${unit}`
    : `app.widgets.relativeTime.${unit}`;
}
