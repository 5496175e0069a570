/**
 * A trip's two places as coordinates, and the road distance and time between them (issue 22): the
 * one hook every booking path calls (POST /trips, the fare quote, standing-order generation) before
 * the fare is computed. Coordinates the body carries are used as they are; missing ones come from
 * the geocoder or the ZIP-code centroid (./geocoder.ts). The route comes from the routing service
 * (cached in cached_routes, so a route is asked once) or the straight-line estimate
 * (server/trips/routing.ts). The distance is marked estimated when either place is a ZIP centroid or
 * the route is the straight-line estimate.
 */
import { eq } from "drizzle-orm";
import { cachedRoutes } from "../db/schema";
import type { Route, RoutingConfig } from "../trips/routing";
import { routeBetween } from "../trips/routing";
import type { GeoConfig, GeoDeps, Located, StreetAddress } from "./geocoder";
import { isZipCentroid, locateAddress } from "./geocoder";

export interface Place extends StreetAddress {
  latitude?: number | null;
  longitude?: number | null;
}

export interface TripRouteDeps extends GeoDeps {
  config: GeoConfig & RoutingConfig;
}

export interface TripRoute<P extends Place = Place> {
  /** The places with their coordinates (unchanged where none could be found). */
  from: P;
  to: P;
  route: Route | null;
  estimated: boolean;
}

const hasCoordinates = (p: Place): p is Place & Located =>
  typeof p.latitude === "number" && typeof p.longitude === "number";

/** A place's coordinates: the body's own, else found from its text. */
async function located(deps: GeoDeps, place: Place): Promise<Located | null> {
  if (hasCoordinates(place))
    return {
      latitude: place.latitude,
      longitude: place.longitude,
      estimated: await isZipCentroid(place.postalCode, place),
    };
  return locateAddress(deps, place);
}

const round5 = (n: number) => n.toFixed(5);
const routeKey = (a: Located, b: Located) =>
  `${round5(a.latitude)},${round5(a.longitude)};${round5(b.latitude)},${round5(b.longitude)}`;

/** The routing service's answer from the cache, else routeBetween's (kept when from the service). */
async function cachedRoute(
  deps: TripRouteDeps,
  from: Located,
  to: Located,
): Promise<Route | null> {
  if (!deps.config.ROUTING_URL)
    return routeBetween(from, to, deps.config, deps.log);
  const key = routeKey(from, to);
  try {
    const [hit] = await deps.db
      .select()
      .from(cachedRoutes)
      .where(eq(cachedRoutes.routeKey, key))
      .limit(1);
    if (hit)
      return {
        distanceInMiles: hit.distanceInMiles,
        travelTimeInMinutes: hit.travelTimeInMinutes,
        source: "service",
      };
  } catch (err) {
    deps.log?.warn({ err }, "route cache unreadable; asking the service");
  }
  const route = await routeBetween(from, to, deps.config, deps.log);
  if (route?.source === "service")
    await deps.db
      .insert(cachedRoutes)
      .values({ routeKey: key, ...route })
      .onConflictDoNothing()
      .catch((err: unknown) => deps.log?.warn({ err }, "route not cached"));
  return route;
}

const withCoordinates = <P extends Place>(place: P, at: Located | null): P =>
  at ? { ...place, latitude: at.latitude, longitude: at.longitude } : place;

/** Coordinates for both places and the route between them (null route: a place could not be found). */
export async function routeTrip<P extends Place>(
  deps: TripRouteDeps,
  from: P,
  to: P,
): Promise<TripRoute<P>> {
  const [a, b] = await Promise.all([located(deps, from), located(deps, to)]);
  const route = a && b ? await cachedRoute(deps, a, b) : null;
  return {
    from: withCoordinates(from, a),
    to: withCoordinates(to, b),
    route,
    estimated:
      !!route && (a!.estimated || b!.estimated || route.source === "estimate"),
  };
}

const sameText = (a: Place, b: Place) =>
  a.line1 === b.line1 &&
  a.city === b.city &&
  a.state === b.state &&
  a.postalCode === b.postalCode;
const samePoint = (a: Place, b: Place) =>
  (a.latitude ?? null) === (b.latitude ?? null) &&
  (a.longitude ?? null) === (b.longitude ?? null);

/**
 * The place to locate on an update, against the stored one: the same street address without
 * coordinates keeps the stored ones (a client that knows none); a changed street address that kept
 * the stored coordinates (an edit form sends them back) drops them, since they belong to the old one.
 */
export function freshPlace<P extends Place>(place: P, stored: Place | null): P {
  if (!stored) return place;
  if (sameText(place, stored))
    return hasCoordinates(place)
      ? place
      : {
          ...place,
          latitude: stored.latitude ?? null,
          longitude: stored.longitude ?? null,
        };
  return samePoint(place, stored)
    ? { ...place, latitude: null, longitude: null }
    : place;
}

/** Whether either place differs (text or coordinates) from what the trip stores. */
export const placesChanged = (
  from: Place,
  to: Place,
  stored: { pickUpAddress: Place; dropOffAddress: Place } | null,
) =>
  !stored ||
  !sameText(from, stored.pickUpAddress) ||
  !samePoint(from, stored.pickUpAddress) ||
  !sameText(to, stored.dropOffAddress) ||
  !samePoint(to, stored.dropOffAddress);

/** The trip columns a routed pair of places fills. */
export async function routedTripColumns<P extends Place>(
  deps: TripRouteDeps,
  from: P,
  to: P,
): Promise<{
  pickUpAddress: P;
  dropOffAddress: P;
  distanceInMiles: number | null;
  travelTimeInMinutes: number | null;
  distanceEstimated: boolean;
}> {
  const routed = await routeTrip(deps, from, to);
  return {
    pickUpAddress: routed.from,
    dropOffAddress: routed.to,
    distanceInMiles: routed.route?.distanceInMiles ?? null,
    travelTimeInMinutes: routed.route?.travelTimeInMinutes ?? null,
    distanceEstimated: routed.estimated,
  };
}
