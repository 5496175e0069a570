/**
 * What the geocoder and the routing service answered (issue 22), so each is asked once per address
 * and once per route: an address's coordinates keyed by its normalised text, a route's distance and
 * time keyed by its two points rounded to five decimals (about a metre). Only providers' answers are
 * kept: the ZIP-code and straight-line estimates cost nothing to recompute, and keeping one would
 * hide the provider's real answer once it is back.
 */
import {
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const createdAt = timestamp("created_at", { withTimezone: true, mode: "date" })
  .notNull()
  .defaultNow();

export const geocodedAddresses = pgTable("geocoded_addresses", {
  /** "line1|city|state|zip5", lower-cased with runs of spaces and punctuation folded. */
  addressKey: text("address_key").primaryKey(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  createdAt,
});

export const cachedRoutes = pgTable("cached_routes", {
  /** "lat,lng;lat,lng", each to five decimals. */
  routeKey: text("route_key").primaryKey(),
  distanceInMiles: doublePrecision("distance_in_miles").notNull(),
  travelTimeInMinutes: integer("travel_time_in_minutes").notNull(),
  createdAt,
});
