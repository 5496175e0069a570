/**
 * The steps of a trip's day (POST /trips/{tripId}/events) and the fare quote the booking form asks
 * for before saving (POST /trips/fare-quote).
 */
import { z } from "zod";
import { SIGNATURE_MAX_BYTES } from "../signatureImage";
import { clientScreenSchema } from "./activityScreen";
import { optionalText } from "./common";
import {
  BOOKING_TYPES,
  CANCELLING_PARTIES,
  count,
  instant,
  latitude,
  longitude,
  MAX_WAIT_MINUTES,
  TRIP_MESSAGES,
  TRIP_STATUSES,
  tripAddressSchema,
} from "./tripParts";

/** The steps of the day (POST /trips/{tripId}/events). */
export const TRIP_EVENTS = [
  "confirm",
  "begin",
  "arrived",
  "on-board",
  "arrived-dropoff",
  "complete",
  "delay",
  "resume",
  "cancel",
  "no-show",
  "patient-ready",
] as const;
export type TripEvent = (typeof TRIP_EVENTS)[number];

/** A PNG data URL of a drawn signature: the base64 of SIGNATURE_MAX_BYTES (512 KiB) and its prefix. */
export const SIGNATURE_MAX_CHARS =
  "data:image/png;base64,".length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

export const tripEventBodySchema = z.object({
  event: z.enum(TRIP_EVENTS),
  expectedTripStatus: z.enum(TRIP_STATUSES).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  accuracy: z.number().min(0).max(100_000).optional(),
  reason: optionalText(1000),
  cancelledByParty: z.enum(CANCELLING_PARTIES).optional(),
  signature: z
    .string()
    .max(SIGNATURE_MAX_CHARS, "The signature image is too large.")
    .regex(
      /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/,
      "Draw the signature again.",
    )
    .optional(),
  unableToSignReason: optionalText(500),
  /** no-show on an outbound leg: also cancel its return leg. */
  cancelReturnLeg: z.boolean().optional(),
  /** patient-ready: when the return leg is picked up (default now). */
  pickUpDatetime: instant().optional(),
  /** Which screen the change was made from (recorded in the activity): one of the client's. */
  screen: clientScreenSchema,
});
export type TripEventBody = z.input<typeof tripEventBodySchema>;

/** POST /trips/fare-quote: what the booking form shows before saving. */
export const fareQuoteBodySchema = z.object({
  bookingType: z.enum(BOOKING_TYPES),
  pickUpDatetime: instant(TRIP_MESSAGES.pickUpRequired),
  wheelchairTrip: z.boolean(),
  stretcherTrip: z.boolean(),
  isRoundTrip: z.boolean(),
  additionalWaitTimeInMinutes: count(MAX_WAIT_MINUTES),
  pickUpAddress: tripAddressSchema,
  dropOffAddress: tripAddressSchema,
});
export const fareQuoteSchema = z.object({
  distanceInMiles: z.number().nullable(),
  travelTimeInMinutes: z.number().nullable(),
  /** The distance is an estimate (ZIP-code centroid, or straight line × road factor). */
  distanceEstimated: z.boolean(),
  totalCents: z.number(),
  totalCostDollars: z.number(),
  totalCostCents: z.string(),
  legs: z.number(),
});
export type FareQuote = z.infer<typeof fareQuoteSchema>;
