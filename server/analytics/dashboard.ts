/**
 * POST /analytics/dashboard's figures (issue 29), each aggregated in SQL within the caller's scope
 * (./scope.ts). Today is the operator's (TRIP_TIME_ZONE); the trailing window is the last
 * DASHBOARD_DAYS days, today included. Definitions: ./measures.ts, and here:
 * - unassigned soon: trips without a driver, not cancelled or completed, whose pick-up is between
 *   now and UNASSIGNED_SOON_HOURS from now;
 * - drivers online: drivers whose latest online status record says online (the status bar's
 *   reading, src/driver-status/driverStatusModel.ts isOnline);
 * - credentials expiring: active drivers with credentials_expire_on <= today + ALERT_EXPIRY_DAYS
 *   (already expired included); vehicle documents: active vehicles whose insurance or registration
 *   expires by then;
 * - invoices overdue: not void, due before today, a positive balance;
 * - billed and collected: the revenue report's totals over the window (server/reports).
 */
import { and, eq, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import {
  ALERT_EXPIRY_DAYS,
  DASHBOARD_DAYS,
  UNASSIGNED_SOON_HOURS,
} from "../../domain/analyticsReports";
import type { Dashboard } from "../../domain/schemas/analytics";
import { dayIn } from "../../domain/zonedTime";
import type { Db } from "../db/client";
import { drivers, invoices, trips, vehicles } from "../db/schema";
import { overdueCondition } from "../billing/overdue";
import { onlineDriverIds } from "../drivers/online";
import { countAll, periodBounds } from "../reports/reportQueries";
import { revenueReport } from "../reports/revenueReport";
import { tripsReport } from "../reports/transportReports";
import {
  CANCELLED,
  COMPLETED,
  daysBefore,
  daysFrom,
  LATE_CANCEL,
  measuredCount,
  minutesBetween,
  NO_SHOW,
  onTimeCount,
  outcomeCount,
  pickUpBetween,
  round1,
  shareOf,
  tripDate,
  tripDay,
} from "./measures";
import type { AnalyticsScope } from "./scope";

const HOUR_MS = 3600_000;
const ACTIVE = "active";

export async function dashboard(
  db: Db,
  scope: AnalyticsScope,
  timeZone: string,
  now = new Date(),
): Promise<Dashboard> {
  const today = dayIn(now, timeZone);
  const window = {
    fromDate: daysBefore(today, DASHBOARD_DAYS - 1),
    toDate: today,
  };
  const [todayTiles, last30, alerts] = await Promise.all([
    todayFigures(db, scope, timeZone, today, now),
    windowFigures(db, scope, timeZone, window),
    alertFigures(db, scope, today),
  ]);
  return {
    facilityId: scope.facilityId,
    today,
    now: now.toISOString(),
    todayTiles,
    last30,
    alerts,
  };
}

async function todayFigures(
  db: Db,
  scope: AnalyticsScope,
  timeZone: string,
  today: string,
  now: Date,
): Promise<Dashboard["todayTiles"]> {
  const day = { fromDate: today, toDate: today };
  const { start, end } = periodBounds(day, timeZone);
  const [byStatus, [soon], [onTime], online] = await Promise.all([
    tripsReport(db, day, timeZone, scope),
    db
      .select({ trips: countAll })
      .from(trips)
      .where(
        and(
          pickUpBetween(
            now,
            new Date(now.getTime() + UNASSIGNED_SOON_HOURS * HOUR_MS),
          ),
          isNull(trips.driverId),
          notInArray(trips.tripStatus, [CANCELLED, COMPLETED]),
          scope.trips,
        ),
      ),
    db
      .select({ measured: measuredCount(), onTime: onTimeCount() })
      .from(trips)
      .where(and(pickUpBetween(start, end), scope.trips)),
    scope.facilityView ? null : driversOnline(db),
  ]);
  return {
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    byStatus: byStatus.byStatus,
    total: byStatus.total,
    unassignedSoon: soon.trips,
    driversOnline: online,
    onTime: shareOf(onTime.onTime, onTime.measured),
  };
}

/** Drivers whose latest online status record says online (server/drivers/online.ts). */
export async function driversOnline(db: Db): Promise<number> {
  const online = onlineDriverIds().as("online");
  const [row] = await db.select({ drivers: countAll }).from(online);
  return row.drivers;
}

async function windowFigures(
  db: Db,
  scope: AnalyticsScope,
  timeZone: string,
  window: { fromDate: string; toDate: string },
): Promise<Dashboard["last30"]> {
  const { start, end } = periodBounds(window, timeZone);
  const inWindow = and(pickUpBetween(start, end), scope.trips);
  const day = tripDay(timeZone);
  const date = tripDate(timeZone);
  const [perDay, [totals], revenue] = await Promise.all([
    db
      .select({ day, trips: countAll })
      .from(trips)
      .where(inWindow)
      .groupBy(date),
    db
      .select({
        trips: countAll,
        measured: measuredCount(),
        onTime: onTimeCount(),
        noShows: outcomeCount(NO_SHOW),
        lateCancels: outcomeCount(LATE_CANCEL),
        averageRide: round1(
          sql`avg(${minutesBetween(trips.patientOnBoardAt, trips.arrivedAtDropOffAt)}) filter (where ${trips.tripStatus} = ${COMPLETED})`,
        ),
      })
      .from(trips)
      .where(inWindow),
    revenueReport(db, window, timeZone, scope),
  ]);
  const counts = new Map(perDay.map((r) => [r.day, r.trips]));
  return {
    ...window,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    volumeByDay: daysFrom(window.fromDate, window.toDate).map((d) => ({
      day: d,
      trips: counts.get(d) ?? 0,
    })),
    onTime: shareOf(totals.onTime, totals.measured),
    noShows: shareOf(totals.noShows, totals.trips),
    lateCancels: shareOf(totals.lateCancels, totals.trips),
    averageRideMinutes: totals.averageRide,
    billedCents: revenue.total.billedCents,
    collectedCents: revenue.total.collectedCents,
    invoicedCents: revenue.invoiced.billedCents,
    privatePaidCents: revenue.private.billedCents,
  };
}

async function alertFigures(
  db: Db,
  scope: AnalyticsScope,
  today: string,
): Promise<Dashboard["alerts"]> {
  const horizon = sql`(${today}::date + ${ALERT_EXPIRY_DAYS}::int)`;
  const [[overdue], credentials, documents] = await Promise.all([
    db
      .select({ invoices: countAll })
      .from(invoices)
      .where(and(overdueCondition(today), scope.invoices)),
    scope.facilityView
      ? null
      : db
          .select({ drivers: countAll })
          .from(drivers)
          .where(
            and(
              eq(drivers.status, ACTIVE),
              lte(drivers.credentialsExpireOn, horizon),
            ),
          ),
    scope.facilityView
      ? null
      : db
          .select({ vehicles: countAll })
          .from(vehicles)
          .where(
            and(
              eq(vehicles.status, ACTIVE),
              or(
                lte(vehicles.insuranceExpiresOn, horizon),
                lte(vehicles.registrationExpiresOn, horizon),
              ),
            ),
          ),
  ]);
  return {
    invoicesOverdue: overdue.invoices,
    credentialsExpiring: credentials ? credentials[0].drivers : null,
    vehicleDocumentsExpiring: documents ? documents[0].vehicles : null,
  };
}
