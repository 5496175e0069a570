/**
 * Trips (§3): the booking body the forms and POST /trips share, and the row the server answers.
 * Server-owned fields (status stamps, distance, fare, route pair, booking user) are not in the body:
 * a client that sends them has them stripped, never trusted. The option lists and shared parts are in
 * ./tripParts.ts, the events call and the fare quote in ./tripEvent.ts; both are re-exported here.
 */
import { z } from "zod";
import { assignmentFindingSchema } from "./assignment";
import { clientScreenSchema } from "./activityScreen";
import { optionalText } from "./common";
import { optionalEmailSchema, optionalPhoneSchema } from "./contact";
import {
  BOOKING_TYPES,
  CANCELLING_PARTIES,
  count,
  instant,
  MAX_COMPANIONS,
  MAX_WAIT_MINUTES,
  OUTCOME_CODES,
  PAYMENT_STATUSES,
  PAYOR_TYPES,
  SERVICE_LEVELS,
  TRIP_DIRECTIONS,
  TRIP_MESSAGES,
  TRIP_PURPOSES,
  TRIP_STATUSES,
  tripAddressSchema,
} from "./tripParts";

export * from "./tripParts";
export * from "./tripEvent";

/**
 * POST /trips (tripId present → update). The object is the fields a client may write; the status
 * moves only through the lifecycle table (domain/tripLifecycle.ts) whichever call carries it.
 */
export const tripUpsertSchema = z
  .object({
    tripId: z.uuid().optional(),
    patientId: z.uuid({ error: TRIP_MESSAGES.patientRequired }),
    tripPurpose: z.enum(TRIP_PURPOSES).default("doctor_appointment"),
    /** A change of status here goes through the same transition table as POST /trips/{id}/events. */
    tripStatus: z.enum(TRIP_STATUSES).optional(),
    /** The status the caller last saw; when the trip has moved on, 409. */
    expectedTripStatus: z.enum(TRIP_STATUSES).optional(),
    /**
     * Left out: on a new trip, private, or the facility's own for its staff (server/trips/
     * bookingDefaults.ts); on an update, what is stored.
     */
    bookingType: z.enum(BOOKING_TYPES).optional(),
    wheelchairTrip: z.boolean().default(true),
    stretcherTrip: z.boolean().default(false),
    /** Left out: as bookingType (private, or facility for a facility's staff). */
    payorType: z.enum(PAYOR_TYPES).optional(),
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
    /** §3's flag: true cancels, as tripStatus "cancelled" does (the status wins when both are sent). */
    cancelled: z.boolean().optional(),
    reasonForCancellation: optionalText(1000),
    /** Left out on a cancellation: who cancels decides (server/trips/bookingDefaults.ts). */
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
    /** Which of the client's screens made the change (in the activity, never on the trip). */
    screen: clientScreenSchema,
    /**
     * Issue 10: assigning a driver or vehicle here runs the assignment check; its warnings refuse the
     * write unless this reason is given (kept in the trip's history, never stored on the trip).
     */
    assignmentOverrideReason: optionalText(1000),
  })
  // Neither: an ambulatory trip (issue 22). Both at once is no level of service.
  .refine((t) => !(t.wheelchairTrip && t.stretcherTrip), {
    path: ["stretcherTrip"],
    message: TRIP_MESSAGES.equipmentBoth,
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
  /** The distance is an estimate (ZIP-code centroid, or straight line × road factor): issue 22. */
  distanceEstimated: z.boolean(),
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
  // Issue 10.
  /** Non-null: the assignment no longer passes the check (time or equipment changed); dispatch acts. */
  dispatchFindings: z.array(assignmentFindingSchema).nullable(),
  standingOrderId: z.uuid().nullable(),
  /** The service date (YYYY-MM-DD) a standing order generated the trip for. */
  standingOrderDate: z.string().nullable(),
  // Read-side extras (§3).
  /** The latest position the assigned driver reported on this trip (issue 10); null: none. */
  lastPosition: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      accuracy: z.number(),
      recordedAt: z.string(),
    })
    .nullable(),
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
      /** Its mileage rests on an estimated distance (the trip's distanceEstimated). */
      estimated: z.boolean(),
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

// In a zod-free module for the trips list's first load; importable from here as before.
export { isTripPaid } from "../tripPaid";
