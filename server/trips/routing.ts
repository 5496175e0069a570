/**
 * Distance and travel time between a trip's pick-up and drop-off. By default an estimate: the
 * great-circle distance (haversine) times a detour factor for the road network, its first miles
 * driven at city speed and the rest at highway speed (drivingMinutes). With ROUTING_URL set, an
 * OSRM-compatible service is asked first
 * (GET {url}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false) with a short timeout; any
 * failure (timeout, error status, no route, malformed answer) falls back to the estimate, so a
 * booking never fails because the routing service is down.
 *
 * Without coordinates on both ends there is nothing to measure: the answer is null, and the fare
 * then charges no mileage (base fare and surcharges only). Bookings reach this through
 * server/geo/tripRoute.ts (issue 22), which first gives addresses coordinates (a geocoder, else the
 * ZIP-code centroid) and caches the service's routes; null then only means an address whose ZIP code
 * is unknown.
 */
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Config } from "../config";

export interface Point {
  latitude?: number | null;
  longitude?: number | null;
}

export interface Route {
  distanceInMiles: number;
  travelTimeInMinutes: number;
  source: "estimate" | "service";
}

export type RoutingConfig = Pick<
  Config,
  | "ROUTING_URL"
  | "ROUTING_TIMEOUT_MS"
  | "ROUTING_DETOUR_FACTOR"
  | "ROUTING_CITY_MILES"
  | "ROUTING_CITY_SPEED_MPH"
  | "ROUTING_HIGHWAY_SPEED_MPH"
>;

const EARTH_RADIUS_MILES = 3958.8;
const METERS_PER_MILE = 1609.344;

interface Coordinates {
  latitude: number;
  longitude: number;
}

const located = (p: Point): p is Coordinates =>
  typeof p.latitude === "number" &&
  typeof p.longitude === "number" &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude);

/** Great-circle distance in miles. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles to two decimals (what the trip stores and the fare multiplies). */
const miles = (n: number) => Math.round(n * 100) / 100;
/** Whole minutes, at least one for any trip that moves. */
const minutes = (n: number, distance: number) =>
  distance > 0 ? Math.max(1, Math.round(n)) : 0;

/**
 * Unrounded minutes to drive a distance: one average speed either kept short trips right and made
 * intercity trips take hours (and block back-to-back assignments), or the reverse; a trip spends its
 * first and last few miles on streets and the middle on highways.
 */
export function drivingMinutes(
  distanceInMiles: number,
  config: Pick<
    RoutingConfig,
    | "ROUTING_CITY_MILES"
    | "ROUTING_CITY_SPEED_MPH"
    | "ROUTING_HIGHWAY_SPEED_MPH"
  >,
): number {
  const city = Math.min(distanceInMiles, config.ROUTING_CITY_MILES);
  const highway = distanceInMiles - city;
  return (
    (city / config.ROUTING_CITY_SPEED_MPH +
      highway / config.ROUTING_HIGHWAY_SPEED_MPH) *
    60
  );
}

export function estimateRoute(
  from: Coordinates,
  to: Coordinates,
  config: RoutingConfig,
): Route {
  const distance = miles(
    haversineMiles(from, to) * config.ROUTING_DETOUR_FACTOR,
  );
  return {
    distanceInMiles: distance,
    travelTimeInMinutes: minutes(drivingMinutes(distance, config), distance),
    source: "estimate",
  };
}

const osrmAnswerSchema = z.object({
  code: z.literal("Ok"),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
      }),
    )
    .min(1),
});

async function askService(
  url: string,
  from: Coordinates,
  to: Coordinates,
  timeoutMs: number,
): Promise<Route> {
  const base = url.replace(/\/+$/, "");
  const path = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`;
  const response = await fetch(
    `${base}/route/v1/driving/${path}?overview=false`,
    { signal: AbortSignal.timeout(timeoutMs) },
  );
  if (!response.ok)
    throw new Error(`routing service answered ${response.status}`);
  const answer = osrmAnswerSchema.parse(await response.json());
  const [best] = answer.routes;
  const distance = miles(best.distance / METERS_PER_MILE);
  return {
    distanceInMiles: distance,
    travelTimeInMinutes: minutes(best.duration / 60, distance),
    source: "service",
  };
}

/** The route between two points, or null when either has no coordinates. */
export async function routeBetween(
  from: Point,
  to: Point,
  config: RoutingConfig,
  log?: FastifyBaseLogger,
): Promise<Route | null> {
  if (!located(from) || !located(to)) return null;
  if (config.ROUTING_URL) {
    try {
      return await askService(
        config.ROUTING_URL,
        from,
        to,
        config.ROUTING_TIMEOUT_MS,
      );
    } catch (err) {
      log?.warn({ err }, "routing service failed; using the estimate");
    }
  }
  return estimateRoute(from, to, config);
}
