/**
 * The parts of a trip (§3) the booking body, the row and the events call share: the option lists,
 * the limits, the field messages, instants and the named pick-up and drop-off address.
 */
import { z } from "zod";
import { MESSAGES, optionalText, requiredText } from "./common";
import { postalCodeSchema, stateSchema } from "./contact";

// The lists live in a zod-free module (the first load needs them); they stay importable from here.
export * from "../tripEnums";

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
  /** Neither is an ambulatory trip (issue 22); both at once is refused. */
  equipmentBoth: "Choose wheelchair or stretcher, not both.",
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
