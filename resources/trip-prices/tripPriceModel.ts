/**
 * Data shaping for the trip price lists. The model holds integer cents (as the API does); the money
 * inputs show and accept dollars, converting at the input with formatDollars / parseDollars.
 */
import type { Fare, FareTrip, PriceList } from "../../domain/fare";
import { computeFare, FareInputError } from "../../domain/fare";
import { dollarsToCents } from "../../domain/money";
import type { BookingType, TripPrice } from "../../domain/schemas/tripPrice";
import type { TripPriceFeeField } from "../../domain/schemas/tripPrice";
import {
  BOOKING_TYPES,
  TRIP_PRICE_MONEY_FIELDS,
} from "../../domain/schemas/tripPrice";
import { toFormValues } from "../../src/forms/formValues";

export type TripPriceRow = Pick<
  TripPrice,
  | "id"
  | "tripPriceId"
  | "bookingType"
  | "baseFareCents"
  | "perMileCents"
  | "wheelchairSurchargeCents"
  | "stretcherSurchargeCents"
  | "waitTimePerMinuteCents"
  | "effectiveFrom"
  | "notes"
> &
  Partial<Pick<TripPrice, TripPriceFeeField | "hcpcsCodes">>;

type TripPriceMoney = (typeof TRIP_PRICE_MONEY_FIELDS)[number];

/** What the form holds: the upsert body, with amounts and booking type possibly not chosen yet. */
export type TripPriceFormValues = {
  id?: string;
  tripPriceId?: string;
  bookingType: BookingType | "";
  effectiveFrom: string;
  notes: string;
  /** HCPCS overrides by key (domain/billing/hcpcs.ts); blank ones are dropped by the schema. */
  hcpcsCodes: Record<string, string>;
} & Record<TripPriceMoney | TripPriceFeeField, number | null>;

/** Cents in the model → the text a money input shows: 2500 → "25.00", nothing → "". */
export function formatDollars(cents: unknown): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return "";
  return (cents / 100).toFixed(2);
}

/**
 * What the user typed (a number, or the raw text when it is not one) → cents in the model: 12.5 →
 * 1250, 12.345 → 1235 (whole cents, half up), "" → null (the schema says it is required).
 * Negative amounts stay negative so the schema can say why they are refused.
 */
export function parseDollars(input: unknown): number | null {
  const dollars =
    typeof input === "number"
      ? input
      : typeof input === "string" && input.trim() !== ""
        ? Number(input)
        : Number.NaN;
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : null;
}

const isBookingType = (v: unknown): v is BookingType =>
  (BOOKING_TYPES as readonly unknown[]).includes(v);

/** A new price list for a booking type: no amounts yet, starting on no day yet. */
export function tripPriceDefaults(bookingType?: unknown): TripPriceFormValues {
  return {
    bookingType: isBookingType(bookingType) ? bookingType : "",
    baseFareCents: null,
    perMileCents: null,
    wheelchairSurchargeCents: 0,
    stretcherSurchargeCents: 0,
    waitTimePerMinuteCents: 0,
    attendantCents: 0,
    noShowFeeCents: 0,
    lateCancelFeeCents: 0,
    hcpcsCodes: {},
    effectiveFrom: "",
    notes: "",
  };
}

/**
 * The form values for a row. A new list may arrive with just a booking type (the create button of
 * a booking type's tab passes it), which it keeps.
 */
export function toTripPriceForm(
  row: Partial<TripPriceRow> | null | undefined,
): TripPriceFormValues {
  if (!row?.id) return tripPriceDefaults(row?.bookingType);
  return {
    ...toFormValues(row, tripPriceDefaults(), "tripPriceId"),
    bookingType: isBookingType(row.bookingType) ? row.bookingType : "",
    attendantCents: row.attendantCents ?? 0,
    noShowFeeCents: row.noShowFeeCents ?? 0,
    lateCancelFeeCents: row.lateCancelFeeCents ?? 0,
    hcpcsCodes: { ...row.hcpcsCodes },
  };
}

export type TripPriceStatus = "inEffect" | "scheduled" | "superseded";

/** In effect (the list trips of today are priced with), scheduled (starts later) or superseded. */
export function tripPriceStatus(
  row: Pick<TripPriceRow, "id" | "effectiveFrom">,
  inEffectId: string | number | null | undefined,
  today: string,
): TripPriceStatus {
  if (inEffectId != null && String(row.id) === String(inEffectId))
    return "inEffect";
  return row.effectiveFrom > today ? "scheduled" : "superseded";
}

/**
 * The fare preview of the form: the itemised fare of a trip under the amounts being edited, or null
 * while an amount is missing or invalid or the trip has a negative or non-numeric quantity.
 */
export function previewFare(
  amounts: Partial<Record<TripPriceMoney, unknown>>,
  trip: FareTrip,
): Fare | null {
  const price: Partial<PriceList> = {};
  for (const field of TRIP_PRICE_MONEY_FIELDS) {
    const value = amounts[field];
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
      return null;
    price[field] = value;
  }
  try {
    return computeFare(price as PriceList, trip);
  } catch (e) {
    if (e instanceof FareInputError) return null;
    throw e;
  }
}

/** The preview's own controls (not part of the price list): text as typed, flags as set. */
export interface PreviewInputs {
  distanceInMiles: string;
  additionalWaitTimeInMinutes: string;
  wheelchairTrip: boolean;
  stretcherTrip: boolean;
  isRoundTrip: boolean;
}

export const previewDefaults: PreviewInputs = {
  distanceInMiles: "10",
  additionalWaitTimeInMinutes: "0",
  wheelchairTrip: true,
  stretcherTrip: false,
  isRoundTrip: false,
};

/** Typed text → numbers; blank or non-numeric becomes NaN, which previewFare turns into "no fare". */
export function toPreviewTrip(inputs: PreviewInputs): FareTrip {
  const num = (text: string) =>
    text.trim() === "" ? Number.NaN : Number(text);
  return {
    distanceInMiles: num(inputs.distanceInMiles),
    additionalWaitTimeInMinutes: num(inputs.additionalWaitTimeInMinutes),
    wheelchairTrip: inputs.wheelchairTrip,
    stretcherTrip: inputs.stretcherTrip,
    isRoundTrip: inputs.isRoundTrip,
  };
}
