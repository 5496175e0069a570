/**
 * Credential and document expiry: drivers' licences and certifications, vehicles' insurance and
 * registration. Dates are calendar days (YYYY-MM-DD), compared as days, never as instants.
 */

/** How far ahead an expiry is flagged on lists and show pages. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = "expired" | "expiringSoon" | "valid" | "none";

const DAY_MS = 86_400_000;
const toDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Today's calendar day in UTC as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()) =>
  now.toISOString().slice(0, 10);

/** The day `days` after an ISO day, as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  return new Date((toDay(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (negative once past). */
export const daysUntil = (date: string, today: string) =>
  Math.round(toDay(date) - toDay(today));

/** Expired before today, expiring within EXPIRY_WARNING_DAYS (inclusive), valid, or no date at all. */
export function expiryState(
  date: string | null | undefined,
  today: string,
): ExpiryState {
  if (!date) return "none";
  const days = daysUntil(date, today);
  if (days < 0) return "expired";
  if (days <= EXPIRY_WARNING_DAYS) return "expiringSoon";
  return "valid";
}

/** The worst state among several dates (expired beats expiring soon beats valid). */
export function worstExpiry(
  dates: readonly (string | null | undefined)[],
  today: string,
): ExpiryState {
  const order: ExpiryState[] = ["expired", "expiringSoon", "valid", "none"];
  const states = dates.map((d) => expiryState(d, today));
  return order.find((s) => states.includes(s)) ?? "none";
}
