/**
 * Which trips a user may see (§6), as a condition every trip query adds, whatever the client sent:
 * drivers their own (the driver record linked to their account), facility admins and nurses their
 * facility's (none without a facility), customers the trips they booked, trip staff all.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  hasRole,
  isAdmin,
  isFacilityScoped,
  privilegesOf,
  PRIVILEGES as P,
  ROLES,
} from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import { drivers, trips } from "../db/schema";

const NOTHING = sql`false`;

/** Trip staff (dispatch, administrators) see every trip. */
export const seesAllTrips = (user: AuthUser): boolean =>
  isAdmin(user) || privilegesOf(user).includes(P.modifyTrips);

/** The trips condition for this user; undefined: no restriction. */
export function tripScope(user: AuthUser): SQL | undefined {
  if (seesAllTrips(user)) return undefined;
  if (hasRole(user, ROLES.driver))
    return inArray(
      trips.driverId,
      sql`(select ${drivers.id} from ${drivers} where ${drivers.userId} = ${user.userId})`,
    );
  if (isFacilityScoped(user))
    return user.facilityId ? eq(trips.facilityId, user.facilityId) : NOTHING;
  if (hasRole(user, ROLES.customer))
    return eq(trips.bookingUserId, user.userId);
  return NOTHING;
}

/** A condition on one trip id inside the user's scope. */
export const tripInScope = (user: AuthUser, tripId: string): SQL | undefined =>
  and(eq(trips.id, tripId), tripScope(user));
