/**
 * "Online now": a driver whose latest online status record says online (the status bar's reading,
 * src/driver-status/driverStatusModel.ts isOnline). One query shared by the dashboard's count
 * (server/analytics/dashboard.ts) and the drivers search's `online` filter, so the tile and the list
 * it links to agree (issue 29).
 */
import { eq, inArray, notInArray, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { drivers, onlineStatusRecords } from "../db/schema";

const qb = new QueryBuilder();

/** The ids of the drivers online now: each driver's newest record, kept when it says online. */
export function onlineDriverIds() {
  const latest = qb
    .selectDistinctOn([onlineStatusRecords.driverId], {
      driverId: onlineStatusRecords.driverId,
      online: onlineStatusRecords.onlineStatus,
    })
    .from(onlineStatusRecords)
    .orderBy(
      onlineStatusRecords.driverId,
      sql`${onlineStatusRecords.createdAt} desc`,
      sql`${onlineStatusRecords.id} desc`,
    )
    .as("latest");
  return qb
    .select({ driverId: latest.driverId })
    .from(latest)
    .where(eq(latest.online, true));
}

/** Drivers online now (true) or not (false): the drivers search's `online` filter. */
export const onlineCondition = (online: boolean) =>
  online
    ? inArray(drivers.id, onlineDriverIds())
    : notInArray(drivers.id, onlineDriverIds());
