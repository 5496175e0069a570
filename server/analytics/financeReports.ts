/**
 * The finance group's reports (issue 29), in SQL:
 * - miles-revenue-by-payor: completed trips of the period by payor_type: how many, their miles
 *   (distance_in_miles, to 0.1) and their fares (fare_total_cents, the server-computed fare; a trip
 *   without a price in effect adds nothing);
 * - revenue: the transport revenue report's lines (invoiced, private, total) within the scope
 *   (server/reports/revenueReport.ts: billed, collected, outstanding at the period's end);
 * - receivables-ageing: its ageing buckets, open invoices' balances at the period's end.
 */
import { and, eq, sql } from "drizzle-orm";
import { trips } from "../db/schema";
import { countAll, periodBounds, sumOf } from "../reports/reportQueries";
import { outstandingByAge, revenueReport } from "../reports/revenueReport";
import { COMPLETED, pickUpBetween, round1 } from "./measures";
import type { ReportCompute } from "./reportTypes";

export const milesRevenueByPayor: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { start, end } = periodBounds(period, timeZone);
  return db
    .select({
      payorType: trips.payorType,
      trips: countAll,
      miles: round1(sql`coalesce(sum(${trips.distanceInMiles}), 0)`),
      revenueCents: sumOf(trips.fareTotalCents),
    })
    .from(trips)
    .where(
      and(
        pickUpBetween(start, end),
        eq(trips.tripStatus, COMPLETED),
        scope.trips,
      ),
    )
    .groupBy(trips.payorType)
    .orderBy(trips.payorType);
};

export const revenue: ReportCompute = async (db, period, timeZone, scope) => {
  const r = await revenueReport(db, period, timeZone, scope);
  return [
    { source: "invoiced", ...r.invoiced },
    { source: "private", ...r.private },
    { source: "total", ...r.total },
  ];
};

export const receivablesAgeing: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { end } = periodBounds(period, timeZone);
  return outstandingByAge(db, period, end, scope);
};
