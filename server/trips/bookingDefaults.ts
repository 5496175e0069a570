/**
 * The booking fields a POST /trips body may leave out and the server fills (issue 22): booking type
 * and payor (domain/bookingDefaults.ts decides; this reads the facility's kind), and the status a
 * spec client's `cancelled: true` asks for with the party that cancels.
 */
import { eq } from "drizzle-orm";
import type { BookingDefaults } from "../../domain/bookingDefaults";
import {
  defaultCancellingParty,
  facilityBookingDefaults,
  PRIVATE_BOOKING,
} from "../../domain/bookingDefaults";
import { isFacilityScoped } from "../../domain/privileges";
import type { TripValues } from "../../domain/schemas/trip";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { facilities } from "../db/schema";
import type { TripRecord } from "./rows";

/** Left out of a new trip: the facility's own for its staff, else private; of an update: as stored. */
export async function bookingDefaults(
  db: Db,
  user: AuthUser,
  facilityId: string | null | undefined,
  existing: TripRecord | null,
): Promise<BookingDefaults> {
  if (existing)
    return {
      bookingType: existing.bookingType as BookingDefaults["bookingType"],
      payorType: existing.payorType as BookingDefaults["payorType"],
    };
  if (!isFacilityScoped(user) || !facilityId) return PRIVATE_BOOKING;
  const [facility] = await db
    .select({ facilityType: facilities.facilityType })
    .from(facilities)
    .where(eq(facilities.id, facilityId))
    .limit(1);
  return facility
    ? facilityBookingDefaults(facility.facilityType)
    : PRIVATE_BOOKING;
}

/**
 * The body the lifecycle reads: §3's `cancelled: true` on a stored trip asks for "cancelled" when
 * no status is sent, and a cancellation without a party is recorded under the caller's.
 */
export function lifecycleBody(
  body: TripValues,
  user: AuthUser,
  existing: TripRecord | null,
): TripValues {
  const tripStatus =
    body.tripStatus ??
    (existing && body.cancelled ? ("cancelled" as const) : undefined);
  return {
    ...body,
    tripStatus,
    cancelledByParty: body.cancelledByParty ?? defaultCancellingParty(user),
  };
}
