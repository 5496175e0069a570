/**
 * The option lists and limits of a trip (§3), zod-free: ./schemas/tripParts.ts (and through it
 * ./schemas/trip.ts) and ./schemas/tripPrice.ts re-export them, so both import paths keep working.
 * They live apart from the schemas because the trips list's filters and the i18n messages need the
 * lists on the first load, and the schema library belongs to the forms and the server (issue 13).
 */

/** §3 booking types; "private" is shown as Private / Community. */
export const BOOKING_TYPES = ["private", "facility", "hospital"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const TRIP_STATUSES = [
  "pending",
  "confirmed",
  "in-progress",
  "completed",
  "delayed",
  "cancelled",
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** §3 equipment options. */
export const EQUIPMENT = ["wheelchair", "stretcher"] as const;
export const PAYOR_TYPES = ["private", "insurance", "facility"] as const;
export const TRIP_PURPOSES = [
  "doctor_appointment",
  "dialysis",
  "therapy",
  "hospital_discharge",
  "hospital_admission",
  "behavioral_health",
  "other",
] as const;
export const TRIP_DIRECTIONS = ["outbound", "return"] as const;
export const SERVICE_LEVELS = [
  "curb-to-curb",
  "door-to-door",
  "door-through-door",
] as const;
export const OUTCOME_CODES = [
  "completed",
  "no-show",
  "cancelled",
  "late-cancel",
  "provider-missed",
] as const;
export type OutcomeCode = (typeof OUTCOME_CODES)[number];
/**
 * The trips search's pick-up punctuality filter (issue 29, analytics' definitions): the arrival was
 * recorded (measured), within the grace (on-time), after it (late), or not recorded (unmeasured).
 */
export const PICK_UP_PUNCTUALITIES = [
  "measured",
  "on-time",
  "late",
  "unmeasured",
] as const;
export type PickUpPunctuality = (typeof PICK_UP_PUNCTUALITIES)[number];
export const CANCELLING_PARTIES = [
  "patient",
  "facility",
  "provider",
  "dispatch",
] as const;
export const PAYMENT_STATUSES = [
  "pending",
  "completed",
  "failed",
  "refunded",
] as const;

/** Seats a vehicle can hardly exceed; anything more is a typing mistake. */
export const MAX_COMPANIONS = 4;
export const MAX_WAIT_MINUTES = 600;
/** A no-show may be recorded this long after the driver arrived (configurable on the server). */
export const DEFAULT_NO_SHOW_WAIT_MINUTES = 10;
