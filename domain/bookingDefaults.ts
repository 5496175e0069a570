/**
 * Who a booking is billed to when the booker does not say, and who cancelled when a cancellation
 * does not say (issue 22). Plain constants (no zod): the booking form loads this on first use.
 *
 * - Facility staff (nurse, facility admin) booking for their facility's patient: the facility's
 *   kind as the booking type (a hospital books hospital trips, a facility facility trips, a
 *   community organisation private / community ones) and the facility as the payor.
 * - Anyone else: §3's private booking, private payor.
 * - A cancellation's party: facility staff cancel for the facility, a customer for the patient, the
 *   office (dispatch, administrators) as dispatch.
 */
import type { RoleHolder } from "./privileges";
import { hasRole, isFacilityScoped, ROLES } from "./privileges";
import type { BookingType, CANCELLING_PARTIES, PAYOR_TYPES } from "./tripEnums";

type PayorType = (typeof PAYOR_TYPES)[number];
type CancellingParty = (typeof CANCELLING_PARTIES)[number];

export interface BookingDefaults {
  bookingType: BookingType;
  payorType: PayorType;
}

export const PRIVATE_BOOKING: BookingDefaults = {
  bookingType: "private",
  payorType: "private",
};

/** A facility's own booking type and payor, by its kind (community, facility, hospital). */
export function facilityBookingDefaults(facilityType: string): BookingDefaults {
  const bookingType: BookingType =
    facilityType === "hospital" || facilityType === "facility"
      ? facilityType
      : "private";
  return { bookingType, payorType: "facility" };
}

/** The party a cancellation is recorded under when the caller names none. */
export function defaultCancellingParty(
  user: RoleHolder | null | undefined,
): CancellingParty {
  if (isFacilityScoped(user)) return "facility";
  if (hasRole(user, ROLES.customer)) return "patient";
  return "dispatch";
}
