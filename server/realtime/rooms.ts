/**
 * Who hears of which change (issue 10): the rooms a signed-in socket joins and the rooms a trip's
 * change is announced to. They mirror the trip scope of server/trips/scope.ts (§6) rule for rule —
 * a change to this file goes with a change there: trip staff hear of every trip, a driver of their
 * own, facility staff of their facility's, a customer of the trips they booked.
 */
import { eq } from "drizzle-orm";
import { hasRole, isFacilityScoped, ROLES } from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { drivers } from "../db/schema";
import type { TripRecord } from "../trips/rows";
import { seesAllTrips } from "../trips/scope";

export const ROOMS = {
  allTrips: "trips:all",
  driver: (driverId: string) => `trips:driver:${driverId}`,
  facility: (facilityId: string) => `trips:facility:${facilityId}`,
  booker: (userId: string) => `trips:booker:${userId}`,
  /** Everyone's own room (notifications, later). */
  user: (userId: string) => `user:${userId}`,
  /** Every signed-in socket (issue 25: the system notifications' banners). */
  everyone: "everyone",
} as const;

/** The rooms this user's socket joins. */
export async function roomsOf(db: Db, user: AuthUser): Promise<string[]> {
  const rooms = [ROOMS.user(user.userId), ROOMS.everyone];
  if (seesAllTrips(user)) return [...rooms, ROOMS.allTrips];
  if (hasRole(user, ROLES.driver)) {
    const [own] = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.userId, user.userId))
      .limit(1);
    if (own) rooms.push(ROOMS.driver(own.id));
  } else if (isFacilityScoped(user)) {
    if (user.facilityId) rooms.push(ROOMS.facility(user.facilityId));
  } else if (hasRole(user, ROLES.customer)) {
    rooms.push(ROOMS.booker(user.userId));
  }
  return rooms;
}

type TripAudience = Pick<
  TripRecord,
  "driverId" | "facilityId" | "bookingUserId"
>;

/** The rooms that may hear of a change to this trip. */
export function tripRooms(trip: TripAudience): string[] {
  const rooms: string[] = [ROOMS.allTrips];
  if (trip.driverId) rooms.push(ROOMS.driver(trip.driverId));
  if (trip.facilityId) rooms.push(ROOMS.facility(trip.facilityId));
  if (trip.bookingUserId) rooms.push(ROOMS.booker(trip.bookingUserId));
  return rooms;
}
