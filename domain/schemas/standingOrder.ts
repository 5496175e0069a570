/**
 * Standing orders (issue 10): a patient's recurring trip — weekdays (ISO 1–7), start and end dates,
 * the pick-up time and an optional return time (HH:mm, the operator's time zone), the outbound leg's
 * trip fields and driver and vehicle preferences. The server generates the trips ahead.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./common";
import { rowSchemaOf } from "./rowSchema";
import { serviceDateSchema } from "./manifest";
import {
  BOOKING_TYPES,
  count,
  MAX_COMPANIONS,
  PAYOR_TYPES,
  SERVICE_LEVELS,
  TRIP_PURPOSES,
  tripAddressSchema,
} from "./tripParts";

export const STANDING_ORDER_MESSAGES = {
  weekdays: "Choose at least one weekday.",
  time: "Enter a time as HH:mm (24-hour).",
  endBeforeStart: "The end date must be on or after the start date.",
  returnBeforePickUp: "The return must be after the pick-up time.",
  /** Neither is an ambulatory trip (issue 22); both at once is refused. */
  equipmentBoth: "Choose wheelchair or stretcher, not both.",
  insuranceRequired: "Choose the insurance provider and enter the policy.",
  pauseOrder: "The last day of the pause must be on or after its first day.",
  pauseOverlaps: "This pause overlaps another pause of the order.",
  paused: "Standing order paused.",
  unknownPatient: "This patient does not exist.",
  generatedCancel: "Standing order changed.",
} as const;

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, STANDING_ORDER_MESSAGES.time);

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const standingOrderUpsertSchema = z
  .object({
    standingOrderId: z.uuid().optional(),
    patientId: z.uuid(),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, STANDING_ORDER_MESSAGES.weekdays)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    startDate: serviceDateSchema,
    endDate: serviceDateSchema.nullish(),
    pickUpTime: hhmm,
    returnPickUpTime: hhmm.nullish(),
    tripPurpose: z.enum(TRIP_PURPOSES).default("dialysis"),
    bookingType: z.enum(BOOKING_TYPES).default("private"),
    payorType: z.enum(PAYOR_TYPES).default("private"),
    wheelchairTrip: z.boolean().default(true),
    stretcherTrip: z.boolean().default(false),
    pickUpAddress: tripAddressSchema,
    dropOffAddress: tripAddressSchema,
    pickUpRoomNumber: optionalText(50),
    dropOffRoomNumber: optionalText(50),
    facilityId: z.uuid().nullish(),
    insuranceProviderId: z.uuid().nullish(),
    insurancePolicyId: optionalText(100),
    attendantCount: count(MAX_COMPANIONS),
    guestCount: count(MAX_COMPANIONS),
    oxygen: z.boolean().default(false),
    serviceLevel: z.enum(SERVICE_LEVELS).default("door-to-door"),
    specialInstructions: optionalText(2000),
    preferredDriverId: z.uuid().nullish(),
    preferredVehicleId: z.uuid().nullish(),
  })
  .refine((o) => !o.endDate || o.endDate >= o.startDate, {
    path: ["endDate"],
    message: STANDING_ORDER_MESSAGES.endBeforeStart,
  })
  .refine((o) => !o.returnPickUpTime || o.returnPickUpTime > o.pickUpTime, {
    path: ["returnPickUpTime"],
    message: STANDING_ORDER_MESSAGES.returnBeforePickUp,
  })
  // Neither: an ambulatory order (issue 22). Both at once is no level of service.
  .refine((o) => !(o.wheelchairTrip && o.stretcherTrip), {
    path: ["stretcherTrip"],
    message: STANDING_ORDER_MESSAGES.equipmentBoth,
  })
  // Its trips are billed as a trip is (issue 22): an insurer needs its policy, as on POST /trips.
  .refine(
    (o) =>
      o.payorType !== "insurance" ||
      (!!o.insuranceProviderId && !!o.insurancePolicyId),
    {
      path: ["insuranceProviderId"],
      message: STANDING_ORDER_MESSAGES.insuranceRequired,
    },
  );
export type StandingOrderUpsert = z.input<typeof standingOrderUpsertSchema>;
export type StandingOrderValues = z.output<typeof standingOrderUpsertSchema>;

export const standingOrderPauseSchema = z.object({
  pauseId: z.uuid(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
});

export const standingOrderSchema = rowSchemaOf(
  standingOrderUpsertSchema,
  "standingOrderId",
  {
    extra: {
      generatedThrough: z.string().nullable(),
      /** "Last First", for lists. */
      patientName: z.string().nullable(),
      pauses: z.array(standingOrderPauseSchema),
    },
  },
);
export type StandingOrder = z.infer<typeof standingOrderSchema>;

/** POST /standing-orders/{id}/pause */
export const standingOrderPauseBodySchema = z
  .strictObject({
    fromDate: serviceDateSchema,
    toDate: serviceDateSchema,
    reason: requiredText(500),
  })
  .refine((p) => p.toDate >= p.fromDate, {
    path: ["toDate"],
    message: STANDING_ORDER_MESSAGES.pauseOrder,
  });
export type StandingOrderPauseBody = z.infer<
  typeof standingOrderPauseBodySchema
>;
