import { z } from "zod";
import { HCPCS_KEYS, HCPCS_PATTERN } from "../billing/hcpcs";
import { formatCents } from "../money";
import { BOOKING_TYPES } from "../tripEnums";
import { MESSAGES, optionalText } from "./common";
import { rowSchemaOf } from "./rowSchema";

export { BOOKING_TYPES } from "../tripEnums";
export type { BookingType } from "../tripEnums";

/** Upper bounds of the price amounts, in cents: far above any real tariff, well below nonsense. */
export const TRIP_PRICE_LIMITS = {
  baseFareCents: 100_000,
  perMileCents: 10_000,
  wheelchairSurchargeCents: 100_000,
  stretcherSurchargeCents: 100_000,
  waitTimePerMinuteCents: 5_000,
} as const;
export type TripPriceMoneyField = keyof typeof TRIP_PRICE_LIMITS;
export const TRIP_PRICE_MONEY_FIELDS = Object.keys(
  TRIP_PRICE_LIMITS,
) as TripPriceMoneyField[];

/** Billing amounts (issue 12): per attendant per leg, and the fees of a no-show and a late cancel. */
export const TRIP_PRICE_FEE_LIMITS = {
  attendantCents: 100_000,
  noShowFeeCents: 100_000,
  lateCancelFeeCents: 100_000,
} as const;
export type TripPriceFeeField = keyof typeof TRIP_PRICE_FEE_LIMITS;
export const TRIP_PRICE_FEE_FIELDS = Object.keys(
  TRIP_PRICE_FEE_LIMITS,
) as TripPriceFeeField[];

export const TRIP_PRICE_MESSAGES = {
  wholeCents: "Enter an amount in whole cents.",
  notNegative: "Enter an amount of $0.00 or more.",
  atMost: (cents: number) => `Enter at most ${formatCents(cents)}.`,
  amount: "Enter an amount such as 12.50.",
  bookingType: "Choose Private / Community, Facility or Hospital.",
  date: "Enter a date as YYYY-MM-DD.",
  duplicate: "A price list for this booking type already starts on this date.",
  hcpcs: "Enter a HCPCS code: a letter and four digits, such as A0130.",
} as const;

const missing = (input: unknown) =>
  input === undefined || input === null || input === "";

/** Money in integer cents; the messages speak dollars, as the form shows them. */
const cents = (max: number) =>
  z
    .number({
      error: (issue) =>
        missing(issue.input) ? MESSAGES.required : TRIP_PRICE_MESSAGES.amount,
    })
    .int(TRIP_PRICE_MESSAGES.wholeCents)
    .min(0, TRIP_PRICE_MESSAGES.notNegative)
    .max(max, TRIP_PRICE_MESSAGES.atMost(max));

/** A calendar day (YYYY-MM-DD, a real date); missing reads as required. */
export const isoDay = () =>
  z.iso.date({
    error: (issue) =>
      missing(issue.input) ? MESSAGES.required : TRIP_PRICE_MESSAGES.date,
  });

/** Overrides by HCPCS_KEYS key; blank or null entries (a cleared input) are dropped, codes upper-cased. */
const hcpcsOverridesSchema = z
  .preprocess(
    (v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v).filter(
              ([, code]) =>
                code !== null &&
                code !== undefined &&
                (typeof code !== "string" || code.trim() !== ""),
            ),
          )
        : v,
    z.partialRecord(
      z.enum(HCPCS_KEYS),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(HCPCS_PATTERN, TRIP_PRICE_MESSAGES.hcpcs),
    ),
  )
  .default({});

/** POST /trip-prices (tripPriceId present → update). */
export const tripPriceUpsertSchema = z.object({
  tripPriceId: z.uuid().optional(),
  bookingType: z.enum(BOOKING_TYPES, {
    error: (issue) =>
      missing(issue.input)
        ? MESSAGES.required
        : TRIP_PRICE_MESSAGES.bookingType,
  }),
  baseFareCents: cents(TRIP_PRICE_LIMITS.baseFareCents),
  perMileCents: cents(TRIP_PRICE_LIMITS.perMileCents),
  wheelchairSurchargeCents: cents(TRIP_PRICE_LIMITS.wheelchairSurchargeCents),
  stretcherSurchargeCents: cents(TRIP_PRICE_LIMITS.stretcherSurchargeCents),
  waitTimePerMinuteCents: cents(TRIP_PRICE_LIMITS.waitTimePerMinuteCents),
  attendantCents: cents(TRIP_PRICE_FEE_LIMITS.attendantCents).default(0),
  noShowFeeCents: cents(TRIP_PRICE_FEE_LIMITS.noShowFeeCents).default(0),
  lateCancelFeeCents: cents(TRIP_PRICE_FEE_LIMITS.lateCancelFeeCents).default(
    0,
  ),
  /** HCPCS codes where this list bills differently from domain/billing/hcpcs.ts's defaults. */
  hcpcsCodes: hcpcsOverridesSchema,
  effectiveFrom: isoDay(),
  notes: optionalText(2000),
});
export type TripPriceUpsert = z.input<typeof tripPriceUpsertSchema>;

// The overrides' record has no derived row type: declared here, after the other fields.
export const tripPriceSchema = rowSchemaOf(
  tripPriceUpsertSchema.omit({ hcpcsCodes: true }),
  "tripPriceId",
  { extra: { hcpcsCodes: z.record(z.string(), z.string()) } },
);
export type TripPrice = z.infer<typeof tripPriceSchema>;
