/**
 * B9's year (issue 29: "a report over a year of 1,000,000 trips"): the general data set spreads its
 * trips over years (500 a day), so before timing the reports the year before the anchor is topped up
 * to exactly YEAR_TRIPS trips with what the reports read: completed trips with arrivals, rides and
 * fares, cancellations by party with a reason and an outcome (no-shows, late cancels), will-call
 * returns activated and reached, and each driver's online and offline records of every working day
 * (driver hours). Deterministic set-based SQL like ./dataSql.ts, in batches so no one statement holds
 * a million rows.
 */
import dayjs from "dayjs";
import { sql } from "drizzle-orm";
import { dayIn, zonedInstant } from "../domain/zonedTime";
import type { Db } from "../server/db/client";
import { withoutIndexes } from "./data";
import { ANCHOR, DRIVERS, patientCount, tripInsertSql, uid } from "./dataSql";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const YEAR_TRIPS = 1_000_000;
const YEAR_DAYS = 365;
const BATCH = 200_000;

/** The operator's zone the reports count days in. */
export const YEAR_ZONE = "America/New_York";

/**
 * The year before the anchor's day as the reports' period (calendar days in YEAR_ZONE, both
 * included) and as the instants [start, end) it covers.
 */
export function yearPeriod() {
  const endDay = dayIn(new Date(ANCHOR), YEAR_ZONE);
  const fromDate = dayjs(endDay)
    .subtract(YEAR_DAYS, "day")
    .format("YYYY-MM-DD");
  const toDate = dayjs(endDay).subtract(1, "day").format("YYYY-MM-DD");
  return {
    fromDate,
    toDate,
    start: zonedInstant(fromDate, "00:00", YEAR_ZONE),
    end: zonedInstant(endDay, "00:00", YEAR_ZONE),
  };
}

/**
 * Trips g = from…to of the top-up, spread evenly over the year: about 1 in 9 cancelled (a third of
 * those no-shows, a sixth late cancels, by a rotating party), 1 in 7 unassigned ones only among the
 * cancelled, pick-up arrivals from 5 minutes early to 24 late (about 1 in 6 late), a ride of 10–49
 * minutes, and 1 in 8 a will-call return activated 20–79 minutes before its pick-up arrival.
 */
function topUpSql(
  end: Date,
  total: number,
  from: number,
  to: number,
  trips: number,
): string {
  const source = `select g, at,
      case when g % 9 = 0 then 'cancelled' else 'completed' end as st,
      case when g % 9 = 0 and g % 7 = 0 then null else 1 + g % ${DRIVERS} end as d
    from generate_series(${from}, ${to}) g
    cross join lateral (select timestamptz '${end.toISOString()}' - (g * (${YEAR_DAYS}.0 / ${total + 1})) * interval '1 day' as at) s`;
  return tripInsertSql("year", source, patientCount(trips));
}

/** The reports' columns the general data set leaves empty, on the year's trips. */
const OUTCOMES_SQL = (start: Date, end: Date) => sql`
  update trips set
    outcome_code = case when trip_status = 'completed' then 'completed'
      when abs(hashtext(id::text)) % 6 < 2 then 'no-show'
      when abs(hashtext(id::text)) % 6 = 2 then 'late-cancel' else 'cancelled' end,
    cancelled_by_party = case when trip_status = 'cancelled'
      then (array['patient','facility','provider','dispatch'])[1 + abs(hashtext(id::text)) % 4] end,
    reason_for_cancellation = case when trip_status = 'cancelled'
      then (array['Patient unwell','Appointment moved','No answer at the door','Weather'])[1 + abs(hashtext(id::text) / 7) % 4] end,
    arrived_at_pick_up_at = case when trip_status = 'completed'
      then pick_up_datetime + make_interval(mins => abs(hashtext(id::text)) % 30 - 5) end,
    patient_on_board_at = case when trip_status = 'completed'
      then pick_up_datetime + make_interval(mins => abs(hashtext(id::text)) % 30) end,
    arrived_at_drop_off_at = case when trip_status = 'completed'
      then pick_up_datetime + make_interval(mins => abs(hashtext(id::text)) % 30 + 10 + abs(hashtext(id::text) / 30) % 40) end,
    will_call = abs(hashtext(id::text) / 11) % 8 = 0,
    will_call_activated_at = case when trip_status = 'completed' and abs(hashtext(id::text) / 11) % 8 = 0
      then pick_up_datetime - make_interval(mins => 20 + abs(hashtext(id::text)) % 60) end
  where pick_up_datetime >= ${start} and pick_up_datetime < ${end}`;

/** Every driver online from 07:00 to 15:00 UTC on each day of the year, then offline. */
const SHIFTS_SQL = (start: Date) => `
  insert into online_status_records (id, driver_id, latitude, longitude, online_status, created_at, updated_at)
  select ${uid("shift", "d || ':' || day || ':' || on_off")}, ${uid("drv", "d")}, 39.96, -83.0, on_off = 1,
         t, t
  from generate_series(1, ${DRIVERS}) d
  cross join generate_series(0, ${YEAR_DAYS - 1}) day
  cross join generate_series(0, 1) on_off
  cross join lateral (select date_trunc('day', timestamptz '${start.toISOString()}') + day * interval '1 day'
    + case when on_off = 1 then interval '7 hours' else interval '15 hours' end as t) s`;

export interface YearFacts {
  trips: number;
  added: number;
  seconds: number;
}

/** Tops the year up to YEAR_TRIPS trips (once: a second call adds none) and fills what reports read. */
export async function prepareYear(db: Db, trips: number): Promise<YearFacts> {
  const began = performance.now();
  const { start, end } = yearPeriod();
  const count = async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from trips where pick_up_datetime >= ${start} and pick_up_datetime < ${end}`,
      ),
    );
    return Number(row?.n ?? 0);
  };
  const missing = Math.max(0, YEAR_TRIPS - (await count()));
  // The shifts are inserted once: the first one's deterministic id tells.
  const shifts = rowsOf<{ n: number }>(
    await db.execute(
      sql.raw(
        `select 1 as n from online_status_records where id = ${uid("shift", "'1:0:1'")}`,
      ),
    ),
  );
  await withoutIndexes(db, ["trips", "online_status_records"], async (tx) => {
    for (let from = 1; from <= missing; from += BATCH)
      await tx.execute(
        sql.raw(
          topUpSql(
            end,
            missing,
            from,
            Math.min(missing, from + BATCH - 1),
            trips,
          ),
        ),
      );
    await tx.execute(OUTCOMES_SQL(start, end));
    if (shifts.length === 0) await tx.execute(sql.raw(SHIFTS_SQL(start)));
  });
  // A year's trips are long vacuumed in production (autovacuum): the visibility map lets the
  // covering indexes answer without reading the table, as they would there.
  await db.execute(sql`vacuum analyze trips`);
  await db.execute(sql`vacuum analyze online_status_records`);
  return {
    trips: await count(),
    added: missing,
    seconds: (performance.now() - began) / 1000,
  };
}
