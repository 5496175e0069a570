/**
 * The parts of a trip (§3) the booking body, the row and the events call share: the option lists,
 * the limits, the field messages, instants and the named pick-up and drop-off address.
 */
import { z } from "zod";
import { MESSAGES, optionalText, requiredText } from "./common";
import { postalCodeSchema, stateSchema } from "./contact";
import { BOOKING_TYPES } from "./tripPrice";

export { BOOKING_TYPES };
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

export const TRIP_MESSAGES = {
  patientRequired: "Choose the patient.",
  unknownPatient: "This patient does not exist or is outside your reach.",
  unknownDriver: "This driver does not exist.",
  unknownVehicle: "This vehicle does not exist.",
  unknownFacility: "This facility does not exist.",
  unknownInsurer: "This insurance provider does not exist.",
  otherFacility: "You can only book trips for your own facility.",
  noFacility:
    "Your account is not linked to a facility, so it cannot book trips.",
  pickUpRequired: "Enter the pick-up date and time.",
  appointmentBeforePickUp: "The appointment must be after the pick-up time.",
  returnBeforePickUp: "The return must be after the pick-up time.",
  equipmentRequired: "Choose wheelchair or stretcher.",
  payorNameRequired: "Enter the name of who pays for the trip.",
  insuranceRequired: "Choose the insurance provider and enter the policy.",
  noPrice:
    "No trip price is in effect for this booking type on the pick-up date.",
  coordinates:
    "Enter a latitude from -90 to 90 and a longitude from -180 to 180.",
  willCallNeedsReturn: "Only a return leg can wait for a will-call.",
  dispatcherOnly: "Only dispatch can change this field.",
} as const;

const missing = (input: unknown) =>
  input === undefined || input === null || input === "";

/** An instant (ISO 8601 with offset); a missing one reads as required. */
export const instant = (requiredMessage: string = MESSAGES.required) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      missing(issue.input) ? requiredMessage : "Enter a date and time.",
  });

export const latitude = z
  .number()
  .min(-90, TRIP_MESSAGES.coordinates)
  .max(90, TRIP_MESSAGES.coordinates);
export const longitude = z
  .number()
  .min(-180, TRIP_MESSAGES.coordinates)
  .max(180, TRIP_MESSAGES.coordinates);

/** A pick-up or drop-off: a named place (clinic, home) with its street address and coordinates. */
export const tripAddressSchema = z.object({
  /** What the route location pair calls it (originName, destinationName): "Home", "Mercy Dialysis". */
  name: requiredText(200),
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  state: stateSchema,
  postalCode: postalCodeSchema,
  /** Absent coordinates are estimated from nothing: the routing adapter then answers no distance. */
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
});
export type TripAddress = z.output<typeof tripAddressSchema>;
export type TripAddressInput = z.input<typeof tripAddressSchema>;

/** A whole count from 0 to max, 0 when absent (seats, minutes). */
export const count = (max: number) =>
  z.number().int().min(0).max(max).default(0);
