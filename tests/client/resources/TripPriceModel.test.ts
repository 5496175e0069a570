import { describe, expect, it } from "vitest";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { toTripPriceCsvRows } from "../../../resources/trip-prices/tripPriceExport";
import { buildTripPriceRow } from "../../support/rowFactories";
import {
  formatDollars,
  parseDollars,
  previewDefaults,
  previewFare,
  toPreviewTrip,
  toTripPriceForm,
  tripPriceDefaults,
  tripPriceStatus,
} from "../../../resources/trip-prices/tripPriceModel";
import {
  pageOfBookingType,
  tripPriceIndexPath,
} from "../../../resources/trip-prices/bookingTypePages";

const row = buildTripPriceRow({ id: "tp1" });

describe("dollars in the inputs, cents in the model", () => {
  it.each([
    [2500, "25.00"],
    [275, "2.75"],
    [5, "0.05"],
    [0, "0.00"],
    [100000, "1000.00"],
    [null, ""],
    [undefined, ""],
  ])("shows %s cents as %j", (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it.each([
    [25, 2500],
    [2.75, 275],
    ["2.75", 275],
    [0.1 + 0.2, 30], // 0.30000000000000004 dollars is 30 cents
    [12.345, 1235], // whole cents, half up
    [1.005, 101], // 1.005 is 1.00499… in binary; still a half cent up
    [0, 0],
    [-1.5, -150], // kept negative: the schema says why it is refused
    ["", null],
    ["  ", null],
    ["abc", null],
    [Number.NaN, null],
  ])("reads %j dollars as %s cents", (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });

  it("round-trips every cent amount", () => {
    for (const cents of [0, 1, 9, 10, 99, 101, 2499, 123456])
      expect(parseDollars(formatDollars(cents))).toBe(cents);
  });
});

describe("tripPriceModel", () => {
  it("maps a row onto the form, and a new list keeps the tab's booking type", () => {
    expect(toTripPriceForm(row)).toEqual({
      id: "tp1",
      tripPriceId: "tp1",
      bookingType: "private",
      baseFareCents: 2500,
      perMileCents: 275,
      wheelchairSurchargeCents: 1500,
      stretcherSurchargeCents: 4500,
      waitTimePerMinuteCents: 50,
      attendantCents: 0,
      noShowFeeCents: 0,
      lateCancelFeeCents: 0,
      hcpcsCodes: {},
      effectiveFrom: "2025-01-01",
      notes: "",
    });
    expect(toTripPriceForm({ bookingType: "hospital" })).toEqual(
      tripPriceDefaults("hospital"),
    );
    expect(toTripPriceForm(undefined).bookingType).toBe("");
    expect(tripPriceDefaults("ambulance").bookingType).toBe("");
  });

  it("marks the list in effect, later ones scheduled, earlier ones superseded", () => {
    const today = "2025-06-01";
    expect(tripPriceStatus(row, "tp1", today)).toBe("inEffect");
    expect(
      tripPriceStatus({ id: "tp2", effectiveFrom: "2026-01-01" }, "tp1", today),
    ).toBe("scheduled");
    expect(
      tripPriceStatus({ id: "tp0", effectiveFrom: "2024-01-01" }, "tp1", today),
    ).toBe("superseded");
  });

  it("previews a fare from the amounts being edited, or none while one is missing", () => {
    const trip = toPreviewTrip({
      ...previewDefaults,
      distanceInMiles: "12.4",
      wheelchairTrip: true,
    });
    // $25.00 + 12.4 mi × $2.75 = $34.10 + $15.00 wheelchair → $74.10
    expect(previewFare(row, trip)?.totalCents).toBe(7410);
    expect(previewFare({ ...row, perMileCents: null }, trip)).toBeNull();
    expect(previewFare({ ...row, baseFareCents: -1 }, trip)).toBeNull();
    expect(
      previewFare(
        row,
        toPreviewTrip({ ...previewDefaults, distanceInMiles: "" }),
      ),
    ).toBeNull();
    expect(
      previewFare(
        row,
        toPreviewTrip({
          ...previewDefaults,
          additionalWaitTimeInMinutes: "-3",
        }),
      ),
    ).toBeNull();
  });

  it("names booking types by their index page (private is community)", () => {
    expect(pageOfBookingType("private")).toBe("community");
    expect(pageOfBookingType("hospital")).toBe("hospital");
    expect(tripPriceIndexPath("facility")).toBe(
      "/admin/transport/trip-prices/facility",
    );
    expect(tripPriceIndexPath(undefined)).toBe(
      "/admin/transport/trip-prices/community",
    );
  });

  it("exports amounts as dollars under readable headers", () => {
    expect(toTripPriceCsvRows([row], i18nProvider.translate)).toEqual([
      {
        "Booking type": "Private / Community",
        "Effective from": "2025-01-01",
        "Base fare": "$25.00",
        "Per mile": "$2.75",
        "Wheelchair surcharge": "$15.00",
        "Stretcher surcharge": "$45.00",
        "Wait time per minute": "$0.50",
        Notes: "",
      },
    ]);
  });
});
