/**
 * The operations group's reports (issue 29), rows keyed by the catalogue's columns
 * (domain/analyticsReports.ts), every aggregate in SQL, trips by scheduled pick-up in the period:
 * - trip-volume: per operator's day, every day of the period with zeros: trips, completed,
 *   cancelled (trip_status) and no-shows (outcome_code);
 * - trips-by-status: the transport report's status counts (server/reports), every status;
 * - cancellations: cancelled trips (trip_status 'cancelled') by cancelled_by_party and
 *   reason_for_cancellation (null: not recorded), with how many of them were late cancels;
 * - will-call-waits: per facility, activated will-call legs that were reached: how many, the
 *   average and the longest wait from activation to arrival at the pick-up, minutes to 0.1.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { facilities, trips } from "../db/schema";
import { countAll, periodBounds } from "../reports/reportQueries";
import { tripsReport } from "../reports/transportReports";
import {
  CANCELLED,
  COMPLETED,
  daysFrom,
  LATE_CANCEL,
  minutesBetween,
  NO_SHOW,
  outcomeCount,
  pickUpBetween,
  round1,
  statusCount,
  tripDate,
  tripDay,
} from "./measures";
import type { ReportCompute } from "./reportTypes";

export const tripVolume: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { start, end } = periodBounds(period, timeZone);
  const day = tripDay(timeZone);
  const date = tripDate(timeZone);
  const rows = await db
    .select({
      day,
      trips: countAll,
      completed: statusCount(COMPLETED),
      cancelled: statusCount(CANCELLED),
      noShows: outcomeCount(NO_SHOW),
    })
    .from(trips)
    .where(and(pickUpBetween(start, end), scope.trips))
    .groupBy(date);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysFrom(period.fromDate, period.toDate).map(
    (d) =>
      byDay.get(d) ?? {
        day: d,
        trips: 0,
        completed: 0,
        cancelled: 0,
        noShows: 0,
      },
  );
};

export const tripsByStatus: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => (await tripsReport(db, period, timeZone, scope)).byStatus;

export const cancellations: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { start, end } = periodBounds(period, timeZone);
  const rows = await db
    .select({
      party: trips.cancelledByParty,
      reason: trips.reasonForCancellation,
      trips: countAll,
      lateCancels: outcomeCount(LATE_CANCEL),
    })
    .from(trips)
    .where(
      and(
        pickUpBetween(start, end),
        eq(trips.tripStatus, CANCELLED),
        scope.trips,
      ),
    )
    .groupBy(trips.cancelledByParty, trips.reasonForCancellation)
    .orderBy(
      desc(countAll),
      sql`${trips.cancelledByParty} nulls last`,
      sql`${trips.reasonForCancellation} nulls last`,
    );
  return rows;
};

export const willCallWaits: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { start, end } = periodBounds(period, timeZone);
  const wait = minutesBetween(
    trips.willCallActivatedAt,
    trips.arrivedAtPickUpAt,
  );
  return db
    .select({
      facilityName: facilities.name,
      willCalls: countAll,
      averageWaitMinutes: round1(sql`avg(${wait})`),
      longestWaitMinutes: round1(sql`max(${wait})`),
    })
    .from(trips)
    .leftJoin(facilities, eq(facilities.id, trips.facilityId))
    .where(
      and(
        pickUpBetween(start, end),
        eq(trips.willCall, true),
        isNotNull(trips.willCallActivatedAt),
        isNotNull(trips.arrivedAtPickUpAt),
        scope.trips,
      ),
    )
    .groupBy(trips.facilityId, facilities.name)
    .orderBy(sql`${facilities.name} nulls last`);
};
