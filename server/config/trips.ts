/**
 * Trips and places: distances and travel times, geocoding, the operator's calendar, dispatch rules,
 * standing orders and the map.
 */
import { z } from "zod";
import { bool, isTimeZone } from "./shared";

/**
 * The travel-time estimate's defaults (server/trips/routing.ts), shared with the demo data, which
 * has no configuration of its own: 6 road miles at 25 mph, the rest at 60 mph.
 */
export const ROUTING_SPEED_DEFAULTS = {
  ROUTING_CITY_MILES: 6,
  ROUTING_CITY_SPEED_MPH: 25,
  ROUTING_HIGHWAY_SPEED_MPH: 60,
} as const;

export const tripSettings = {
  /** An OSRM-compatible routing service for trip distances; unset: a straight-line estimate. */
  ROUTING_URL: z.url().optional(),
  /** How long a trip booking waits for the routing service before falling back to the estimate. */
  ROUTING_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(2000),
  /** Road miles per straight-line mile in the estimate. */
  ROUTING_DETOUR_FACTOR: z.coerce.number().min(1).max(5).default(1.3),
  /**
   * A Nominatim-compatible geocoder (GET {url}/search?format=jsonv2…) giving addresses coordinates;
   * unset: the centroid of the address's US ZIP code (an offline data set), marked as estimated.
   */
  GEOCODER_URL: z.url().optional(),
  /** Whether this process locates, at start-up, patients' addresses saved before issue 22. */
  GEOCODE_BACKFILL: bool.default(true),
  /** How long a save waits for the geocoder before falling back to the ZIP-code centroid. */
  GEOCODER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(2000),
  /**
   * The estimate's travel time: the first ROUTING_CITY_MILES road miles at ROUTING_CITY_SPEED_MPH
   * (streets, signals, a few miles at each end of the trip), the rest at ROUTING_HIGHWAY_SPEED_MPH.
   * One average speed made a 77-mile intercity trip take three hours; these make it about 86 minutes
   * and leave a short trip in town as it was. Renamed from ROUTING_AVERAGE_SPEED_MPH (issue 21).
   */
  ROUTING_CITY_MILES: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(ROUTING_SPEED_DEFAULTS.ROUTING_CITY_MILES),
  /** Average speed (mph) on city streets, signals and stops included. */
  ROUTING_CITY_SPEED_MPH: z.coerce
    .number()
    .min(1)
    .max(100)
    .default(ROUTING_SPEED_DEFAULTS.ROUTING_CITY_SPEED_MPH),
  /** Average speed (mph) beyond the city miles: a van on highways, below the posted 65 to 70 mph. */
  ROUTING_HIGHWAY_SPEED_MPH: z.coerce
    .number()
    .min(1)
    .max(100)
    .default(ROUTING_SPEED_DEFAULTS.ROUTING_HIGHWAY_SPEED_MPH),
  /** The time zone whose calendar day picks a trip's price list (the operator's, not the server's). */
  TRIP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "Enter an IANA time zone such as America/New_York.")
    .default("America/New_York"),
  /** Minutes a driver waits after arriving at pick-up before a no-show may be recorded (issue 9). */
  NO_SHOW_WAIT_MINUTES: z.coerce.number().int().min(0).max(240).default(10),
  /**
   * Minutes added after a trip's estimated drop-off before the same driver or vehicle may start another
   * (the assignment check's overlap window, issue 10).
   */
  ASSIGNMENT_BUFFER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(240)
    .default(15),
  /**
   * Whether this process runs the standing-order generator at start-up and daily (tests call it): the
   * generator's own switch, under PERIODIC_JOBS (both must be on).
   */
  STANDING_ORDER_JOB: bool.default(true),
  /** How many days ahead standing orders generate their trips (issue 10). */
  STANDING_ORDER_HORIZON_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(14),
  /**
   * The map's tile URL template ({z}/{x}/{y}, optionally {s}); the in-progress map still shows its
   * markers when no tiles can be reached (a closed network).
   */
  MAP_TILE_URL: z
    .string()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The attribution the tile provider requires, shown on the map. */
  MAP_TILE_ATTRIBUTION: z.string().default("&copy; OpenStreetMap contributors"),
};
