/**
 * The booking form's data: its values (the §3 new-trip defaults plus empty inputs), a trip row read
 * back into them, the body it sends, and the fare-quote request taken from it.
 */
import { CLIENT_SCREENS } from "../../domain/activityScreens";
import type { FieldValues, Resolver, ResolverResult } from "react-hook-form";
import type {
  FareQuote,
  Trip,
  TripAddressInput,
} from "../../domain/schemas/trip";
import {
  fareQuoteBodySchema,
  NEW_TRIP_DEFAULTS,
  tripUpsertSchema,
} from "../../domain/schemas/trip";
import type { PatientAddressRow } from "../../domain/schemas/patient";
import type { FareQuoteRequest } from "../../providers/tripMethods";
import { toFormValues } from "../../src/forms/formValues";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { formatCents } from "../../domain/money";
import { tripsModule } from "../../domain/modules/trips";

export const emptyTripAddress = (): TripAddressInput => ({
  name: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postalCode: "",
  latitude: null,
  longitude: null,
});

/**
 * Every input of the form. NEW_TRIP_DEFAULTS come first and unchanged (§3); `confirmed` and
 * `cancelled` are not in the upsert body, so the schema drops them from what is sent.
 * `returnWillCall` is the form's own switch: a round trip without a return time is a will-call
 * return, and the switch makes that a choice rather than a forgotten field.
 */
export function tripDefaults(facilityId: string | null = null) {
  return {
    ...NEW_TRIP_DEFAULTS,
    patientId: "",
    pickUpDatetime: "",
    appointmentAt: null as string | null,
    returnPickUpDatetime: null as string | null,
    returnWillCall: false,
    pickUpAddress: emptyTripAddress(),
    dropOffAddress: emptyTripAddress(),
    pickUpRoomNumber: "",
    dropOffRoomNumber: "",
    privatePayorName: "",
    privatePayorPhoneNumber: "",
    privatePayorEmail: "",
    insuranceProviderId: null as string | null,
    insurancePolicyId: "",
    facilityId,
    serviceLevel: "door-to-door",
    direction: "outbound",
    behaviorIssues: "",
    specialInstructions: "",
    requesterName: "",
    requesterEmail: "",
    requesterPhoneNumber: "",
    caseManagerName: "",
    caseManagerEmail: "",
    caseManagerPhoneNumber: "",
    dispatcherNotes: "",
    driverId: null as string | null,
    vehicleId: null as string | null,
  };
}
export type TripFormValues = ReturnType<typeof tripDefaults> & {
  id?: string;
  tripId?: string;
  expectedTripStatus?: string;
  reasonForCancellation?: string | null;
  cancelledByParty?: string | null;
  selectedRouteId?: string | null;
  outcomeCode?: string | null;
};

/**
 * Not part of an existing trip's form: the status moves through the lifecycle (the trip page), and
 * the return leg is a trip of its own, edited on its own page.
 */
const NOT_EDITED = [
  "tripStatus",
  "returnPickUpDatetime",
  "returnWillCall",
] as const;

/**
 * A row's values for the admin's upsert screen: the fields of the body only (no server-owned ones),
 * with the status the admin saw as `expectedTripStatus`, so a trip that moved on meanwhile answers
 * 409 instead of being overwritten.
 */
export function toTripForm(
  row: Trip | undefined,
  facilityId: string | null = null,
): TripFormValues {
  const defaults = tripDefaults(facilityId);
  if (!row?.id) return defaults;
  const values = toFormValues(row, defaults, "tripId") as TripFormValues &
    Record<string, unknown>;
  for (const key of NOT_EDITED) delete values[key];
  return {
    ...values,
    // No inputs, but part of the body: the server writes an absent field as null, so an edit that
    // left them out would erase a cancellation's reason or a trip's outcome.
    reasonForCancellation: row.reasonForCancellation,
    cancelledByParty: row.cancelledByParty,
    selectedRouteId: row.selectedRouteId,
    outcomeCode: row.outcomeCode,
    expectedTripStatus: row.tripStatus,
  };
}

/**
 * The values the schema checks: a return time only on a round trip that is not a will-call, the
 * payor details of the chosen payor type only (hidden inputs keep what was typed, but it is not sent).
 */
export function toBookingInput(values: FieldValues): FieldValues {
  // The history says where a change came from (the activity's screen; never stored on the trip).
  const out: FieldValues = { ...values, screen: BOOKING_SCREEN };
  // The form cancels through the lifecycle (the trip page), never by sending §3's flag back.
  delete out.cancelled;
  if (!values.isRoundTrip || values.returnWillCall)
    out.returnPickUpDatetime = null;
  if (values.payorType !== "insurance") {
    out.insuranceProviderId = null;
    out.insurancePolicyId = null;
  }
  if (values.payorType !== "private") {
    out.privatePayorName = null;
    out.privatePayorPhoneNumber = null;
    out.privatePayorEmail = null;
  }
  return out;
}

/** The activity's screen of a booking or an admin's edit. */
export const BOOKING_SCREEN = CLIENT_SCREENS.booking;

/** An i18n key of the booking form's messages (resources.trips/all.booking.*). */
export const bookingKey = (relative: string) =>
  tripsModule.key(`booking.${relative}`);

export const RETURN_TIME_REQUIRED = bookingKey("validation.returnTimeRequired");

/** The one check of the form's own switch: a timed return needs its time. */
function formOnlyErrors(values: FieldValues) {
  const needsTime =
    values.isRoundTrip &&
    !values.returnWillCall &&
    !values.returnPickUpDatetime;
  return needsTime && values.tripId === undefined
    ? {
        returnPickUpDatetime: {
          type: "required",
          message: RETURN_TIME_REQUIRED,
        },
      }
    : null;
}

/** The server's own upsert schema over the cleaned values, plus the return-time check. */
export function bookingResolver(): Resolver<FieldValues> {
  const base = schemaResolver(tripUpsertSchema);
  return async (values, context, options) => {
    const result = await base(toBookingInput(values), context, options);
    const extra = formOnlyErrors(values);
    if (!extra) return result;
    return {
      values: {},
      errors: { ...result.errors, ...extra },
    } as ResolverResult<FieldValues>;
  };
}

/** What POST /trips/fare-quote needs, once the form holds enough of it; null before. */
export function toFareQuoteRequest(
  values: FieldValues,
): FareQuoteRequest | null {
  const parsed = fareQuoteBodySchema.safeParse({
    bookingType: values.bookingType,
    pickUpDatetime: values.pickUpDatetime,
    wheelchairTrip: values.wheelchairTrip,
    stretcherTrip: values.stretcherTrip,
    isRoundTrip: values.isRoundTrip,
    additionalWaitTimeInMinutes: values.additionalWaitTimeInMinutes ?? 0,
    pickUpAddress: values.pickUpAddress,
    dropOffAddress: values.dropOffAddress,
  });
  return parsed.success ? parsed.data : null;
}

/** The inputs the fare depends on (watched by the preview). */
export const FARE_FIELDS = [
  "bookingType",
  "pickUpDatetime",
  "wheelchairTrip",
  "stretcherTrip",
  "isRoundTrip",
  "additionalWaitTimeInMinutes",
  "pickUpAddress",
  "dropOffAddress",
] as const;

/** "$59.05": the server's total in §9's dollars-and-cents. */
export const quoteTotal = (quote: Pick<FareQuote, "totalCents">) =>
  formatCents(quote.totalCents);

/** A patient's labelled address as a trip's named place (the label names it: "Home"). */
export const fromPatientAddress = (
  address: Omit<PatientAddressRow, "line2"> & { line2?: string | null },
): TripAddressInput => ({
  name: address.label,
  line1: address.line1,
  line2: address.line2 ?? "",
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  // The server located the patient's address when it was saved (issue 22).
  latitude: address.latitude ?? null,
  longitude: address.longitude ?? null,
});

/**
 * The datetime-local input's text ("2026-03-04T09:30", the browser's time) as the instant the
 * schema wants; "" is no value.
 */
export function localToIso(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A cleared count input (seats, wait) is none: 0, as the §3 defaults start. */
export function parseCount(value: unknown): number {
  if (value === "" || value === null || value === undefined) return 0;
  const n = Number(value);
  return Number.isNaN(n) ? 0 : n;
}
