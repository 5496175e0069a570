/**
 * Trips (§3): the booking body the forms and POST /trips share, the row the server answers, and the
 * option lists. Server-owned fields (status stamps, distance, fare, route pair, booking user) are not
 * in the body: a client that sends them has them stripped, never trusted.
 */
import { z } from "zod";
import { MESSAGES, optionalText } from "./common";
import {
  optionalEmailSchema,
  optionalPhoneSchema,
  postalCodeSchema,
  stateSchema,
} from "./contact";
import { requiredText } from "./common";
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

const latitude = z
  .number()
  .min(-90, TRIP_MESSAGES.coordinates)
  .max(90, TRIP_MESSAGES.coordinates);
const longitude = z
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

const count = (max: number) => z.number().int().min(0).max(max).default(0);

/**
 * POST /trips (tripId present → update). The object is the fields a client may write; the status
 * moves only through the lifecycle table (domain/tripLifecycle.ts) whichever call carries it.
 */
export const tripUpsertSchema = z
  .object({
    tripId: z.uuid().optional(),
    patientId: z.uuid({
      error: (i) =>
        missing(i.input)
          ? TRIP_MESSAGES.patientRequired
          : "Choose the patient.",
    }),
    tripPurpose: z.enum(TRIP_PURPOSES).default("doctor_appointment"),
    /** A change of status here goes through the same transition table as POST /trips/{id}/events. */
    tripStatus: z.enum(TRIP_STATUSES).optional(),
    /** The status the caller last saw; when the trip has moved on, 409. */
    expectedTripStatus: z.enum(TRIP_STATUSES).optional(),
    bookingType: z.enum(BOOKING_TYPES).default("private"),
    wheelchairTrip: z.boolean().default(true),
    stretcherTrip: z.boolean().default(false),
    payorType: z.enum(PAYOR_TYPES).default("private"),
    patientHasCovid: z.boolean().default(false),
    patientIsAwakeAndAlert: z.boolean().default(false),
    isRoundTrip: z.boolean().default(false),
    pickUpDatetime: instant(TRIP_MESSAGES.pickUpRequired),
    /** The return leg's pick-up when isRoundTrip; absent: a will-call return. */
    returnPickUpDatetime: instant().nullish(),
    appointmentAt: instant().nullish(),
    pickUpAddress: tripAddressSchema,
    dropOffAddress: tripAddressSchema,
    pickUpRoomNumber: optionalText(50),
    dropOffRoomNumber: optionalText(50),
    additionalWaitTimeInMinutes: count(MAX_WAIT_MINUTES),
    reasonForCancellation: optionalText(1000),
    cancelledByParty: z.enum(CANCELLING_PARTIES).nullish(),
    driverId: z.uuid().nullish(),
    vehicleId: z.uuid().nullish(),
    /** Facility staff may leave it out: the server puts their own facility. */
    facilityId: z.uuid().nullish(),
    caseManagerName: optionalText(200),
    caseManagerEmail: optionalEmailSchema,
    caseManagerPhoneNumber: optionalPhoneSchema,
    requesterName: optionalText(200),
    requesterEmail: optionalEmailSchema,
    requesterPhoneNumber: optionalPhoneSchema,
    privatePayorName: optionalText(200),
    privatePayorPhoneNumber: optionalPhoneSchema,
    privatePayorEmail: optionalEmailSchema,
    insuranceProviderId: z.uuid().nullish(),
    insurancePolicyId: optionalText(100),
    behaviorIssues: optionalText(2000),
    specialInstructions: optionalText(2000),
    selectedRouteId: optionalText(100),
    willCall: z.boolean().default(false),
    direction: z.enum(TRIP_DIRECTIONS).default("outbound"),
    attendantCount: count(MAX_COMPANIONS),
    guestCount: count(MAX_COMPANIONS),
    oxygen: z.boolean().default(false),
    serviceLevel: z.enum(SERVICE_LEVELS).default("door-to-door"),
    /** Never shown to drivers; only modify-trips writes it. */
    dispatcherNotes: optionalText(4000),
    outcomeCode: z.enum(OUTCOME_CODES).nullish(),
    /** Which screen the change was made from (recorded in the activity, never stored on the trip). */
    screen: optionalText(100),
  })
  .refine((t) => t.wheelchairTrip || t.stretcherTrip, {
    path: ["wheelchairTrip"],
    message: TRIP_MESSAGES.equipmentRequired,
  })
  .refine(
    (t) =>
      !t.appointmentAt ||
      !t.pickUpDatetime ||
      t.appointmentAt > t.pickUpDatetime,
    { path: ["appointmentAt"], message: TRIP_MESSAGES.appointmentBeforePickUp },
  )
  .refine(
    (t) =>
      !t.returnPickUpDatetime ||
      !t.pickUpDatetime ||
      Date.parse(t.returnPickUpDatetime) > Date.parse(t.pickUpDatetime),
    {
      path: ["returnPickUpDatetime"],
      message: TRIP_MESSAGES.returnBeforePickUp,
    },
  )
  .refine(
    (t) =>
      t.payorType !== "insurance" ||
      (!!t.insuranceProviderId && !!t.insurancePolicyId),
    {
      path: ["insuranceProviderId"],
      message: TRIP_MESSAGES.insuranceRequired,
    },
  )
  .refine((t) => !t.willCall || t.direction === "return", {
    path: ["willCall"],
    message: TRIP_MESSAGES.willCallNeedsReturn,
  });
export type TripUpsert = z.input<typeof tripUpsertSchema>;
export type TripValues = z.output<typeof tripUpsertSchema>;

/** §3 new-trip defaults, exactly: the booking form starts from these. */
export const NEW_TRIP_DEFAULTS = {
  wheelchairTrip: true,
  stretcherTrip: false,
  bookingType: "private",
  payorType: "private",
  tripStatus: "pending",
  tripPurpose: "doctor_appointment",
  patientHasCovid: false,
  patientIsAwakeAndAlert: false,
  isRoundTrip: false,
  confirmed: false,
  cancelled: false,
  willCall: false,
  oxygen: false,
  additionalWaitTimeInMinutes: 0,
  attendantCount: 0,
  guestCount: 0,
} as const;

const nullableInstant = z.string().nullable();

/** The read side of a trip: every §3 field plus its extras. */
export const tripSchema = z.object({
  _id: z.string(),
  id: z.string(),
  tripId: z.uuid(),
  routeLocationPairId: z.uuid(),
  bookingUserId: z.uuid().nullable(),
  patientId: z.uuid(),
  fareId: z.uuid().nullable(),
  tripPurpose: z.string(),
  tripStatus: z.enum(TRIP_STATUSES),
  bookingType: z.enum(BOOKING_TYPES),
  wheelchairTrip: z.boolean(),
  stretcherTrip: z.boolean(),
  payorType: z.string(),
  patientHasCovid: z.boolean(),
  patientIsAwakeAndAlert: z.boolean(),
  isRoundTrip: z.boolean(),
  confirmed: z.boolean(),
  cancelled: z.boolean(),
  pickUpDatetime: z.string(),
  pickUpRoomNumber: z.string().nullable(),
  dropOffRoomNumber: z.string().nullable(),
  additionalWaitTimeInMinutes: z.number(),
  confirmedBy: z.string().nullable(),
  confirmedAt: nullableInstant,
  cancelledBy: z.string().nullable(),
  cancelledAt: nullableInstant,
  reasonForCancellation: z.string().nullable(),
  driverId: z.uuid().nullable(),
  vehicleId: z.uuid().nullable(),
  facilityId: z.uuid().nullable(),
  caseManagerName: z.string().nullable(),
  caseManagerEmail: z.string().nullable(),
  caseManagerPhoneNumber: z.string().nullable(),
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  requesterPhoneNumber: z.string().nullable(),
  privatePayorName: z.string().nullable(),
  privatePayorPhoneNumber: z.string().nullable(),
  privatePayorEmail: z.string().nullable(),
  insuranceProviderId: z.uuid().nullable(),
  insurancePolicyId: z.string().nullable(),
  distanceInMiles: z.number().nullable(),
  travelTimeInMinutes: z.number().nullable(),
  behaviorIssues: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  tripStartedAt: nullableInstant,
  tripEndedAt: nullableInstant,
  selectedRouteId: z.string().nullable(),
  createdAt: z.string(),
  // Beyond §3 (issue 9).
  pickUpAddress: tripAddressSchema.extend({ line2: z.string().nullable() }),
  dropOffAddress: tripAddressSchema.extend({ line2: z.string().nullable() }),
  appointmentAt: nullableInstant,
  willCall: z.boolean(),
  willCallActivatedAt: nullableInstant,
  direction: z.enum(TRIP_DIRECTIONS),
  linkedTripId: z.uuid().nullable(),
  attendantCount: z.number(),
  guestCount: z.number(),
  oxygen: z.boolean(),
  serviceLevel: z.enum(SERVICE_LEVELS),
  /** Null for drivers, whatever is stored. */
  dispatcherNotes: z.string().nullable(),
  outcomeCode: z.enum(OUTCOME_CODES).nullable(),
  cancelledByParty: z.enum(CANCELLING_PARTIES).nullable(),
  arrivedAtPickUpAt: nullableInstant,
  patientOnBoardAt: nullableInstant,
  arrivedAtDropOffAt: nullableInstant,
  delayReason: z.string().nullable(),
  /** The status a delayed trip returns to on resume. */
  statusBeforeDelay: z.enum(TRIP_STATUSES).nullable(),
  /** Proof of service: a stored signature image, or the reason the patient could not sign. */
  signatureDocumentId: z.uuid().nullable(),
  unableToSignReason: z.string().nullable(),
  /** Begin was recorded by an administrator on the driver's behalf. */
  startedOnBehalf: z.boolean(),
  updatedAt: z.string(),
  // Read-side extras (§3).
  patient: z
    .object({
      patientId: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  routeLocationPair: z.object({
    routeLocationPairId: z.uuid(),
    originName: z.string(),
    destinationName: z.string(),
  }),
  fare: z
    .object({
      fareId: z.uuid(),
      totalCents: z.number(),
      totalCostDollars: z.number(),
      /** Zero-padded to two digits ("05"), as §9 shows money. */
      totalCostCents: z.string(),
    })
    .nullable(),
  paymentRecord: z
    .object({
      paymentRecordId: z.uuid(),
      status: z.enum(PAYMENT_STATUSES),
      /** Cents; shown as amount / 100 with 2 decimals (§9). */
      amount: z.number(),
    })
    .nullable(),
});
export type Trip = z.infer<typeof tripSchema>;

/** §4: a trip counts as paid only when its payment record is completed. */
export const isTripPaid = (trip: Pick<Trip, "paymentRecord">): boolean =>
  trip.paymentRecord?.status === "completed";

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

/** A PNG data URL of a drawn signature; 512 KiB is far above a pad's few tens of kilobytes. */
export const SIGNATURE_MAX_CHARS = 700_000;

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
  /** Which screen the change was made from (recorded in the activity). */
  screen: optionalText(100),
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
  totalCents: z.number(),
  totalCostDollars: z.number(),
  totalCostCents: z.string(),
  legs: z.number(),
});
export type FareQuote = z.infer<typeof fareQuoteSchema>;
