import { describe, expect, it } from "vitest";
import { mobilityFlags, mobilityOf } from "../../../domain/mobility";
import {
  NEW_TRIP_DEFAULTS,
  tripUpsertSchema,
} from "../../../domain/schemas/trip";
import {
  bookingResolver,
  fromPatientAddress,
  localToIso,
  parseCount,
  quoteTotal,
  RETURN_TIME_REQUIRED,
  toBookingInput,
  toFareQuoteRequest,
  toTripForm,
  tripDefaults,
} from "../../../resources/trips/tripFormModel";
import { buildTripRow } from "../../support/tripRows";
import { buildPatientAddress } from "../../support/rowFactories";

const PATIENT = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";
const PROVIDER = "0f6b8a4e-3c2d-4b1a-9e8f-7a6b5c4d3e21";

const place = (name: string) => ({
  name,
  line1: "12 Elm Street",
  line2: "",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  latitude: null,
  longitude: null,
});

const complete = () => ({
  ...tripDefaults(),
  patientId: PATIENT,
  pickUpDatetime: "2026-03-04T14:30:00.000Z",
  pickUpAddress: place("Home"),
  dropOffAddress: place("Mercy Dialysis"),
});

const resolve = (values: object) =>
  bookingResolver()(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe("tripDefaults", () => {
  it("starts from the §3 new-trip defaults exactly", () => {
    expect(tripDefaults()).toMatchObject(NEW_TRIP_DEFAULTS);
    expect(tripDefaults("fac")).toMatchObject({ facilityId: "fac" });
  });
});

describe("toTripForm", () => {
  it("reads the body's fields only, with the status seen as the expected one", () => {
    const row = buildTripRow({ tripStatus: "confirmed", patientId: PATIENT });
    const form = toTripForm(row);
    expect(form).toMatchObject({
      id: row.id,
      tripId: row.tripId,
      patientId: PATIENT,
      expectedTripStatus: "confirmed",
      requesterName: "Rita Requester",
      caseManagerName: "",
      pickUpAddress: row.pickUpAddress,
    });
    for (const serverOwned of [
      "tripStatus",
      "fare",
      "fareId",
      "distanceInMiles",
      "routeLocationPairId",
      "bookingUserId",
      "createdAt",
      "returnWillCall",
    ])
      expect(form).not.toHaveProperty(serverOwned);
  });

  it("carries every field of the body, so an edit erases nothing it has no input for", () => {
    const row = buildTripRow({
      tripStatus: "cancelled",
      reasonForCancellation: "Patient admitted",
      cancelledByParty: "facility",
      outcomeCode: "cancelled",
    });
    const form = toTripForm(row);
    // screen is not a field of the trip: toBookingInput adds it to every save; nor is the
    // assignment's override reason (issue 10), given only when dispatch overrides warnings.
    const notSent = [
      "tripStatus",
      "returnPickUpDatetime",
      "screen",
      "assignmentOverrideReason",
    ];
    for (const key of Object.keys(tripUpsertSchema.shape))
      if (!notSent.includes(key)) expect(form).toHaveProperty(key);
    expect(form).toMatchObject({
      reasonForCancellation: "Patient admitted",
      cancelledByParty: "facility",
      outcomeCode: "cancelled",
    });
  });

  it("gives the defaults for a new trip", () => {
    expect(toTripForm(undefined, "fac")).toEqual(tripDefaults("fac"));
  });
});

describe("toBookingInput", () => {
  it("drops the return time of a one-way or will-call trip", () => {
    const timed = {
      ...complete(),
      isRoundTrip: true,
      returnPickUpDatetime: "2026-03-04T18:00:00.000Z",
    };
    expect(toBookingInput(timed).returnPickUpDatetime).toBe(
      "2026-03-04T18:00:00.000Z",
    );
    expect(
      toBookingInput({ ...timed, returnWillCall: true }).returnPickUpDatetime,
    ).toBeNull();
    expect(
      toBookingInput({ ...timed, isRoundTrip: false }).returnPickUpDatetime,
    ).toBeNull();
  });

  it("sends only the chosen payor's details", () => {
    const values = {
      ...complete(),
      payorType: "insurance",
      privatePayorName: "Typed before switching",
      insuranceProviderId: PROVIDER,
      insurancePolicyId: "POL-1",
    };
    expect(toBookingInput(values)).toMatchObject({
      privatePayorName: null,
      insuranceProviderId: PROVIDER,
      insurancePolicyId: "POL-1",
    });
    expect(toBookingInput({ ...values, payorType: "facility" })).toMatchObject({
      insuranceProviderId: null,
      privatePayorName: null,
    });
  });
});

describe("bookingResolver", () => {
  it("validates with the shared schema: the body has no form-only or server fields", async () => {
    const result = await resolve(complete());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      wheelchairTrip: true,
      bookingType: "private",
      payorType: "private",
      pickUpAddress: { name: "Home", line2: null },
    });
    for (const key of ["returnWillCall", "confirmed", "cancelled", "fare"])
      expect(result.values).not.toHaveProperty(key);
  });

  it("puts the schema's messages on their fields", async () => {
    const result = await resolve({
      ...complete(),
      patientId: "",
      pickUpDatetime: "",
      wheelchairTrip: true,
      stretcherTrip: true,
    });
    expect(result.errors).toMatchObject({
      patientId: { message: "Choose the patient." },
      pickUpDatetime: { message: "Enter the pick-up date and time." },
      stretcherTrip: { message: "Choose wheelchair or stretcher, not both." },
    });
    // A pick-up without its place (the booking form's fields as a person leaves them empty).
    const noPlace = await resolve({
      ...complete(),
      pickUpAddress: place(""),
    });
    expect(noPlace.errors).toMatchObject({
      pickUpAddress: { name: { message: "This field is required." } },
    });
  });

  it("books an ambulatory rider with neither flag, one choice of three (issue 22)", async () => {
    // The form's mobility radio writes mobilityFlags; the defaults read as a wheelchair.
    expect(mobilityOf(tripDefaults())).toBe("wheelchair");
    expect(mobilityFlags("stretcher")).toEqual({
      wheelchairTrip: false,
      stretcherTrip: true,
    });
    const ambulatory = await resolve({
      ...complete(),
      ...mobilityFlags("ambulatory"),
    });
    expect(ambulatory.errors).toEqual({});
    expect(ambulatory.values).toMatchObject({
      wheelchairTrip: false,
      stretcherTrip: false,
    });
  });

  it("asks for the return time of a timed round trip, not of a will-call", async () => {
    const roundTrip = { ...complete(), isRoundTrip: true };
    expect((await resolve(roundTrip)).errors).toMatchObject({
      returnPickUpDatetime: { message: RETURN_TIME_REQUIRED },
    });
    const willCall = await resolve({ ...roundTrip, returnWillCall: true });
    expect(willCall.errors).toEqual({});
    expect(willCall.values).toMatchObject({
      isRoundTrip: true,
      returnPickUpDatetime: null,
      willCall: false,
      direction: "outbound",
    });
  });

  it("refuses a return before the pick-up", async () => {
    const result = await resolve({
      ...complete(),
      isRoundTrip: true,
      returnPickUpDatetime: "2026-03-04T10:00:00.000Z",
    });
    expect(result.errors).toMatchObject({
      returnPickUpDatetime: {
        message: "The return must be after the pick-up time.",
      },
    });
  });
});

describe("toFareQuoteRequest", () => {
  it("is null until the fare's inputs are complete", () => {
    expect(toFareQuoteRequest(tripDefaults())).toBeNull();
    expect(
      toFareQuoteRequest({ ...complete(), dropOffAddress: place("") }),
    ).toBeNull();
  });

  it("takes the fare's fields only", () => {
    expect(toFareQuoteRequest(complete())).toEqual({
      bookingType: "private",
      pickUpDatetime: "2026-03-04T14:30:00.000Z",
      wheelchairTrip: true,
      stretcherTrip: false,
      isRoundTrip: false,
      additionalWaitTimeInMinutes: 0,
      pickUpAddress: { ...place("Home"), line2: null },
      dropOffAddress: { ...place("Mercy Dialysis"), line2: null },
    });
  });
});

describe("helpers", () => {
  it("formats the server's total as $d.cc", () => {
    expect(quoteTotal({ totalCents: 5905 })).toBe("$59.05");
  });

  it("turns a patient's address into a named place", () => {
    expect(
      fromPatientAddress(buildPatientAddress({ label: "Day program" })),
    ).toMatchObject({ name: "Day program", latitude: null, longitude: null });
    // With the coordinates the server located it at (issue 22).
    expect(
      fromPatientAddress(
        buildPatientAddress({ latitude: 39.9671, longitude: -83.0044 }),
      ),
    ).toMatchObject({ latitude: 39.9671, longitude: -83.0044 });
  });

  it("reads local date-times as instants and counts as numbers", () => {
    expect(localToIso("")).toBeNull();
    expect(localToIso("2026-03-04T09:30")).toBe(
      new Date(2026, 2, 4, 9, 30).toISOString(),
    );
    expect(parseCount("")).toBe(0);
    expect(parseCount("3")).toBe(3);
  });
});
