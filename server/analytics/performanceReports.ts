/**
 * The facilities' and drivers' reports (issue 29), in SQL, trips by scheduled pick-up in the period:
 * - on-time-by-facility / on-time-by-driver: trips measured (arrival at the pick-up recorded), on
 *   time (./measures.ts) and the rate (null when none was measured); by driver: trips with one;
 * - no-shows-by-facility: the transport rates report's rows (server/reports);
 * - driver-hours (operator-wide): hours online from the online status records, each "online"
 *   record lasting until the driver's next record (or now), clipped to the period (and to now);
 *   trips: the driver's completed trips of the period; trips per hour: trips ÷ hours online (null
 *   without hours).
 */
import type { SQL } from "drizzle-orm";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { rateOf } from "../../domain/schemas/report";
import type { Db } from "../db/client";
import { drivers, facilities, onlineStatusRecords, trips } from "../db/schema";
import { periodBounds } from "../reports/reportQueries";
import { ratesReport } from "../reports/transportReports";
import {
  COMPLETED,
  measuredCount,
  onTimeCount,
  pickUpBetween,
  statusCount,
} from "./measures";
import type { ReportCompute, ReportRow } from "./reportTypes";

const driverName = sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`;

const onTimeRow = <T extends { measured: number; onTime: number }>(r: T) => ({
  ...r,
  onTimeRate: r.measured > 0 ? r.onTime / r.measured : null,
});

export const onTimeByFacility: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { start, end } = periodBounds(period, timeZone);
  const rows = await db
    .select({
      facilityName: facilities.name,
      measured: measuredCount(),
      onTime: onTimeCount(),
    })
    .from(trips)
    .leftJoin(facilities, eq(facilities.id, trips.facilityId))
    .where(and(pickUpBetween(start, end), scope.trips))
    .groupBy(trips.facilityId, facilities.name)
    .orderBy(sql`${facilities.name} nulls last`);
  return rows.map(onTimeRow);
};

export const onTimeByDriver: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const { start, end } = periodBounds(period, timeZone);
  const rows = await db
    .select({
      driverName,
      measured: measuredCount(),
      onTime: onTimeCount(),
    })
    .from(trips)
    .innerJoin(drivers, eq(drivers.id, trips.driverId))
    .where(and(pickUpBetween(start, end), scope.trips))
    .groupBy(drivers.id, drivers.firstName, drivers.lastName)
    .orderBy(drivers.firstName, drivers.lastName, drivers.id);
  return rows.map(onTimeRow);
};

export const noShowsByFacility: ReportCompute = async (
  db,
  period,
  timeZone,
  scope,
) => {
  const r = await ratesReport(db, period, timeZone, scope);
  return r.facilities.map((f) => ({
    facilityName: f.facilityName,
    trips: f.trips,
    noShows: f.noShows,
    lateCancels: f.lateCancels,
    noShowRate: rateOf(f.noShows, f.trips),
    lateCancelRate: rateOf(f.lateCancels, f.trips),
  }));
};

/** Seconds online per driver in [start, end), clipped to now. */
function onlineSeconds(db: Db, start: Date, end: Date, now: Date) {
  const stop = new Date(Math.min(end.getTime(), now.getTime()));
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const spans = db
    .select({
      driverId: onlineStatusRecords.driverId,
      online: onlineStatusRecords.onlineStatus,
      from: onlineStatusRecords.createdAt,
      until:
        sql`lead(${onlineStatusRecords.createdAt}) over (partition by ${onlineStatusRecords.driverId} order by ${onlineStatusRecords.createdAt}, ${onlineStatusRecords.id})`.as(
          "until",
        ),
    })
    .from(onlineStatusRecords)
    .where(sql`${onlineStatusRecords.createdAt} < ${at(stop)}`)
    .as("spans");
  const clipped: SQL = sql`extract(epoch from (least(coalesce(${spans.until}, ${at(stop)}), ${at(stop)}) - greatest(${spans.from}, ${at(start)})))`;
  return db
    .select({
      driverId: spans.driverId,
      seconds: sql<number>`sum(${clipped})`.as("seconds"),
    })
    .from(spans)
    .where(
      and(
        eq(spans.online, true),
        sql`coalesce(${spans.until}, ${at(stop)}) > ${at(start)}`,
      ),
    )
    .groupBy(spans.driverId)
    .as("online");
}

export const driverHours: ReportCompute = async (db, period, timeZone) => {
  const { start, end } = periodBounds(period, timeZone);
  const online = onlineSeconds(db, start, end, new Date());
  const done = db
    .select({ driverId: trips.driverId, trips: statusCount(COMPLETED).as("n") })
    .from(trips)
    .where(and(pickUpBetween(start, end), isNotNull(trips.driverId)))
    .groupBy(trips.driverId)
    .as("done");
  const hours = sql<number>`coalesce(${online.seconds}, 0) / 3600.0`;
  const rows = await db
    .select({
      driverName,
      hoursOnline: sql<number>`round((${hours})::numeric, 2)`.mapWith(Number),
      trips: sql<number>`coalesce(${done.trips}, 0)`.mapWith(Number),
      tripsPerHour: sql<
        number | null
      >`round((coalesce(${done.trips}, 0) / nullif(${hours}, 0))::numeric, 2)`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(drivers)
    .leftJoin(online, eq(online.driverId, drivers.id))
    .leftJoin(done, eq(done.driverId, drivers.id))
    .where(sql`${online.seconds} > 0 or ${done.trips} > 0`)
    .orderBy(drivers.firstName, drivers.lastName, drivers.id);
  return rows satisfies ReportRow[];
};
