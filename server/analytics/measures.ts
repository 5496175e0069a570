/**
 * The analytics definitions as SQL expressions over trips (domain/analyticsReports.ts), so the
 * dashboard and every report count the same thing the same way:
 * - on time: arrived_at_pick_up_at <= pick_up_datetime + ON_TIME_GRACE_MINUTES; measured only when
 *   the arrival was recorded (a trip without one is neither on time nor late);
 * - no-show: outcome_code 'no-show'; late cancel: outcome_code 'late-cancel';
 * - ride time: arrived_at_drop_off_at − patient_on_board_at, of completed trips with both set;
 * - will-call wait: arrived_at_pick_up_at − will_call_activated_at, for will-call legs activated and
 *   reached;
 * - a trip's day: its scheduled pick-up's calendar day in the operator's zone (TRIP_TIME_ZONE).
 * The on-time and outcome conditions live in server/trips/punctuality.ts, shared with the trips
 * search's filters, so a dashboard tile and the list it links to count the same trips.
 */
import type { SQL } from "drizzle-orm";
import { and, gte, lt, sql } from "drizzle-orm";
import { trips } from "../db/schema";
import {
  measuredCondition,
  onTimeCondition,
  outcomeCondition,
} from "../trips/punctuality";

export const COMPLETED = "completed";
export const CANCELLED = "cancelled";
export const NO_SHOW = "no-show";
export const LATE_CANCEL = "late-cancel";

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Trips whose pick-up arrival was recorded, and of those the ones on time. */
export const measuredCount = () => countWhere(measuredCondition);
export const onTimeCount = () => countWhere(onTimeCondition);
export const statusCount = (status: string) =>
  countWhere(sql`${trips.tripStatus} = ${status}`);
export const outcomeCount = (code: string) =>
  countWhere(outcomeCondition(code));

/** Minutes between two instants, as a double. */
export const minutesBetween = (from: unknown, to: unknown) =>
  sql`extract(epoch from (${to} - ${from})) / 60`;

/** Rounded to one decimal in SQL (minutes, miles, hours read so). */
export const round1 = (expression: SQL) =>
  sql<number | null>`round((${expression})::numeric, 1)`.mapWith((v) =>
    v === null ? null : Number(v),
  );

/**
 * The zone as a literal, not a parameter: an expression both selected and grouped by must be the
 * same text, and two parameters ($1, $4) would make PostgreSQL see two expressions.
 */
const zoneLiteral = (timeZone: string) =>
  sql.raw(`'${timeZone.replaceAll("'", "''")}'`);

/** An instant's calendar date in the operator's zone (group by this: one date per row, cheap). */
export const dateOf = (instant: unknown, timeZone: string) =>
  sql`(${instant} at time zone ${zoneLiteral(timeZone)})::date`;

/**
 * An instant's calendar day, YYYY-MM-DD: to_char over dateOf, so a query grouped by dateOf formats
 * once per group, not once per row.
 */
export const dayOf = (instant: unknown, timeZone: string) =>
  sql<string>`to_char(${dateOf(instant, timeZone)}, 'YYYY-MM-DD')`;

/** A trip's date and day: its scheduled pick-up's. */
export const tripDate = (timeZone: string) =>
  dateOf(trips.pickUpDatetime, timeZone);
export const tripDay = (timeZone: string) =>
  dayOf(trips.pickUpDatetime, timeZone);

/** Trips whose scheduled pick-up falls in [start, end) (the pick-up index). */
export const pickUpBetween = (start: Date, end: Date) =>
  and(gte(trips.pickUpDatetime, start), lt(trips.pickUpDatetime, end));

/** part / whole, 0 of 0 being 0 (domain/schemas/analytics.ts share). */
export const shareOf = (part: number, whole: number) => ({
  part,
  whole,
  rate: whole > 0 ? part / whole : 0,
});

/** Every day from `from` to `to` (YYYY-MM-DD, both included), for zero-filled series. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  for (; d <= last; d.setUTCDate(d.getUTCDate() + 1))
    days.push(d.toISOString().slice(0, 10));
  return days;
}

/** The day `n` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
