/**
 * The transport reports' figures (issue 12), each one round trip of aggregates grouped in SQL.
 * Trips belong to the period by their scheduled pick-up (the pick-up index); invoices by their issue
 * date; payments by when they were received or paid. The period's days are the operator's
 * (TRIP_TIME_ZONE): from the start of fromDate to the start of the day after toDate. Each takes an
 * optional ReportFilter: analytics (server/analytics) narrows the same figures to one facility.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type {
  RatesReport,
  ReportPeriod,
  TripsReport,
} from "../../domain/schemas/report";
import { rateOf } from "../../domain/schemas/report";
import { BOOKING_TYPES, TRIP_STATUSES } from "../../domain/schemas/tripParts";
import type { Db } from "../db/client";
import { facilities, trips } from "../db/schema";
import type { ReportFilter } from "./reportQueries";
import { countAll, periodBounds } from "./reportQueries";

export type { ReportFilter } from "./reportQueries";
export { periodBounds } from "./reportQueries";

/** Trips by status, by booking type and by facility: one scan, three grouping sets. */
export async function tripsReport(
  db: Db,
  period: ReportPeriod,
  timeZone: string,
  filter: ReportFilter = {},
): Promise<TripsReport> {
  const { start, end } = periodBounds(period, timeZone);
  const rows = await db
    .select({
      // 0 for the column the row is grouped by, 1 for the others.
      byStatus: sql<number>`grouping(${trips.tripStatus})`.mapWith(Number),
      byType: sql<number>`grouping(${trips.bookingType})`.mapWith(Number),
      status: trips.tripStatus,
      bookingType: trips.bookingType,
      facilityId: trips.facilityId,
      facilityName: facilities.name,
      trips: countAll,
    })
    .from(trips)
    .leftJoin(facilities, eq(facilities.id, trips.facilityId))
    .where(
      and(
        gte(trips.pickUpDatetime, start),
        lt(trips.pickUpDatetime, end),
        filter.trips,
      ),
    )
    .groupBy(
      sql`grouping sets ((${trips.tripStatus}), (${trips.bookingType}), (${trips.facilityId}, ${facilities.name}))`,
    );
  const statusRows = rows.filter((r) => r.byStatus === 0);
  const typeRows = rows.filter((r) => r.byType === 0);
  const facilityRows = rows.filter((r) => r.byStatus === 1 && r.byType === 1);
  return {
    ...period,
    total: statusRows.reduce((n, r) => n + r.trips, 0),
    byStatus: TRIP_STATUSES.map((status) => ({
      status,
      trips: statusRows.find((r) => r.status === status)?.trips ?? 0,
    })),
    byBookingType: BOOKING_TYPES.map((bookingType) => ({
      bookingType,
      trips: typeRows.find((r) => r.bookingType === bookingType)?.trips ?? 0,
    })),
    byFacility: facilityRows
      .map((r) => ({
        facilityId: r.facilityId,
        facilityName: r.facilityName,
        trips: r.trips,
      }))
      .sort(byTripsThenName),
  };
}

const byTripsThenName = (
  a: { trips: number; facilityName: string | null },
  b: { trips: number; facilityName: string | null },
) =>
  b.trips - a.trips ||
  // Trips without a facility last among equals.
  (a.facilityName ?? "\uffff").localeCompare(b.facilityName ?? "\uffff");

/** No-show and late-cancel rates per facility: one grouped scan of the period's trips. */
export async function ratesReport(
  db: Db,
  period: ReportPeriod,
  timeZone: string,
  filter: ReportFilter = {},
): Promise<RatesReport> {
  const { start, end } = periodBounds(period, timeZone);
  const outcome = (code: string) =>
    sql<number>`count(*) filter (where ${trips.outcomeCode} = ${code})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      facilityId: trips.facilityId,
      facilityName: facilities.name,
      trips: countAll,
      noShows: outcome("no-show"),
      lateCancels: outcome("late-cancel"),
    })
    .from(trips)
    .leftJoin(facilities, eq(facilities.id, trips.facilityId))
    .where(
      and(
        gte(trips.pickUpDatetime, start),
        lt(trips.pickUpDatetime, end),
        filter.trips,
      ),
    )
    .groupBy(trips.facilityId, facilities.name);
  return {
    ...period,
    facilities: rows
      .map((r) => ({
        ...r,
        noShowRate: rateOf(r.noShows, r.trips),
        lateCancelRate: rateOf(r.lateCancels, r.trips),
      }))
      .sort(byTripsThenName),
  };
}

export { outstandingByAge, revenueReport } from "./revenueReport";
