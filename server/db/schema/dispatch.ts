/**
 * Dispatch (issue 10): the positions a driver's browser reports while a trip is in progress, and the
 * driver's manifest (a day's trips published by dispatch, acknowledged by the driver).
 */
import {
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ManifestItem } from "../../../domain/schemas/manifest";
import { users } from "./auth";
import { at, timestamps } from "./columns";
import { drivers } from "./drivers";
import { trips } from "./trips";

/** One reported position of the assigned driver on an in-progress trip. Rows are only added. */
export const tripPositions = pgTable(
  "trip_positions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Metres, as the browser reports it. */
    accuracy: doublePrecision("accuracy").notNull(),
    /** When the device took the reading (the client's clock, checked against the server's). */
    recordedAt: at("recorded_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("trip_positions_trip_recorded_idx").on(t.tripId, t.recordedAt, t.id),
  ],
);

/**
 * One driver's day as dispatch published it. The list itself is live (the driver's trips that day);
 * what the driver acknowledged is kept as a snapshot, so "what changed since" is the difference.
 */
export const driverManifests = pgTable(
  "driver_manifests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    /** The calendar day in the operator's time zone (TRIP_TIME_ZONE). */
    serviceDate: date("service_date", { mode: "string" }).notNull(),
    publishedAt: at("published_at").notNull(),
    publishedByUserId: uuid("published_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    acknowledgedAt: at("acknowledged_at"),
    /** The items as they stood when the driver acknowledged; null: not acknowledged yet. */
    acknowledgedItems: jsonb("acknowledged_items").$type<ManifestItem[]>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("driver_manifests_driver_day_key").on(
      t.driverId,
      t.serviceDate,
    ),
    index("driver_manifests_day_idx").on(t.serviceDate, t.id),
  ],
);
