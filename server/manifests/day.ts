/**
 * A driver's day as the manifest calls read it: the live items (the driver's trips that day, in
 * pick-up order, one query), the manifest row, and what changed since the driver acknowledged.
 */
import { and, asc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import { manifestChanges } from "../../domain/manifest";
import type {
  ManifestDay,
  ManifestItem,
  ManifestSummary,
} from "../../domain/schemas/manifest";
import type { TripStatus } from "../../domain/schemas/tripParts";
import { dayBounds } from "../../domain/zonedTime";
import type { Db } from "../db/client";
import { driverManifests, trips } from "../db/schema";

export type ManifestRecord = typeof driverManifests.$inferSelect;

type TripRecord = typeof trips.$inferSelect;

export const manifestItem = (t: TripRecord): ManifestItem => ({
  tripId: t.id,
  pickUpDatetime: t.pickUpDatetime.toISOString(),
  // The column is text; every write validates it against TRIP_STATUSES.
  tripStatus: t.tripStatus as TripStatus,
  patientName: t.patientName,
  pickUpName: t.pickUpAddress.name,
  dropOffName: t.dropOffAddress.name,
  wheelchairTrip: t.wheelchairTrip,
  stretcherTrip: t.stretcherTrip,
  vehicleId: t.vehicleId,
});

/** The items of several drivers' day, keyed by driver, in one query. */
export async function dayItems(
  db: Db,
  driverIds: readonly string[],
  serviceDate: string,
  timeZone: string,
): Promise<Map<string, ManifestItem[]>> {
  const out = new Map<string, ManifestItem[]>(driverIds.map((d) => [d, []]));
  if (driverIds.length === 0) return out;
  const { start, end } = dayBounds(serviceDate, timeZone);
  const rows = await db
    .select()
    .from(trips)
    .where(
      and(
        inArray(trips.driverId, [...driverIds]),
        gte(trips.pickUpDatetime, start),
        lt(trips.pickUpDatetime, end),
        ne(trips.tripStatus, "cancelled"),
      ),
    )
    .orderBy(asc(trips.pickUpDatetime), asc(trips.id));
  for (const row of rows) out.get(row.driverId ?? "")?.push(manifestItem(row));
  return out;
}

export function summaryOf(
  m: ManifestRecord,
  items: readonly ManifestItem[],
): ManifestSummary {
  return {
    manifestId: m.id,
    driverId: m.driverId,
    serviceDate: m.serviceDate,
    publishedAt: m.publishedAt.toISOString(),
    acknowledgedAt: m.acknowledgedAt?.toISOString() ?? null,
    changedSinceAcknowledged:
      !!m.acknowledgedItems &&
      manifestChanges(m.acknowledgedItems, items).length > 0,
  };
}

/** One driver's day; `published` false hides the items (a driver sees only a published day). */
export async function readDay(
  db: Db,
  driverId: string,
  serviceDate: string,
  timeZone: string,
  options: { hideUnpublished: boolean },
): Promise<ManifestDay & { record: ManifestRecord | null }> {
  const [[record], items] = await Promise.all([
    db
      .select()
      .from(driverManifests)
      .where(
        and(
          eq(driverManifests.driverId, driverId),
          eq(driverManifests.serviceDate, serviceDate),
        ),
      )
      .limit(1),
    dayItems(db, [driverId], serviceDate, timeZone).then(
      (m) => m.get(driverId) ?? [],
    ),
  ]);
  const visible = record || !options.hideUnpublished ? items : [];
  const manifest = record ? summaryOf(record, items) : null;
  return {
    record: record ?? null,
    driverId,
    serviceDate,
    manifest,
    items: visible,
    changes: record
      ? manifestChanges(record.acknowledgedItems ?? null, items)
      : [],
    changedSinceAcknowledged: manifest?.changedSinceAcknowledged ?? false,
  };
}
