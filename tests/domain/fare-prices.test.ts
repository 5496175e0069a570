/**
 * computeFare's refused inputs and priceInEffect (the list in effect on a day). The worked
 * examples are in fare-examples.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { DatedPriceList } from "../../domain/fare";
import { computeFare, FareInputError, priceInEffect } from "../../domain/fare";
import { PRICE, trip } from "./support/fareFixtures";

describe("computeFare: refused inputs", () => {
  it.each([
    ["distanceInMiles", trip({ distanceInMiles: -1 })],
    ["distanceInMiles", trip({ distanceInMiles: Number.NaN })],
    ["distanceInMiles", trip({ distanceInMiles: Number.POSITIVE_INFINITY })],
    ["additionalWaitTimeInMinutes", trip({ additionalWaitTimeInMinutes: -5 })],
    [
      "additionalWaitTimeInMinutes",
      trip({ additionalWaitTimeInMinutes: Number.NaN }),
    ],
  ])("%s out of range", (field, t) => {
    expect(() => computeFare(PRICE, t)).toThrow(FareInputError);
    expect(() => computeFare(PRICE, t)).toThrow(
      `${field} must be a number of 0 or more.`,
    );
  });

  it.each([
    ["baseFareCents", -1],
    ["perMileCents", 2.5],
    ["wheelchairSurchargeCents", Number.NaN],
    ["stretcherSurchargeCents", -100],
    ["waitTimePerMinuteCents", Number.POSITIVE_INFINITY],
  ] as const)("a price list with %s = %s", (field, value) => {
    expect(() => computeFare({ ...PRICE, [field]: value }, trip())).toThrow(
      `${field} must be whole cents of 0 or more.`,
    );
  });
});

describe("priceInEffect", () => {
  const list = (
    bookingType: string,
    effectiveFrom: string,
    baseFareCents: number,
  ): DatedPriceList => ({
    ...PRICE,
    bookingType,
    effectiveFrom,
    baseFareCents,
  });
  // Deliberately unordered: the function must not rely on the order it is given.
  const prices = [
    list("private", "2025-01-01", 2500),
    list("facility", "2024-06-01", 3000),
    list("private", "2026-01-01", 2800),
    list("private", "2024-01-01", 2200),
    list("hospital", "2025-03-15", 4000),
    list("facility", "2025-07-01", 3300),
  ];
  const base = (bookingType: string, onDate: string) =>
    priceInEffect(prices, bookingType, onDate)?.baseFareCents ?? null;

  it.each([
    // [booking type, day, base fare of the list in effect]
    ["private", "2023-12-31", null], // before the first private list
    ["private", "2024-01-01", 2200], // the day a list starts, it is in effect
    ["private", "2024-12-31", 2200],
    ["private", "2025-01-01", 2500],
    ["private", "2025-12-31", 2500],
    ["private", "2026-01-01", 2800], // a later list replaces the earlier one
    ["private", "2030-06-30", 2800],
    ["facility", "2025-06-30", 3000],
    ["facility", "2025-07-01", 3300],
    ["hospital", "2025-03-14", null],
    ["hospital", "2025-03-15", 4000],
  ] as const)("%s on %s → %s", (bookingType, day, expected) => {
    expect(base(bookingType, day)).toBe(expected);
  });

  it("is null for a booking type without lists or an empty list", () => {
    expect(priceInEffect(prices, "ambulance", "2025-01-01")).toBeNull();
    expect(priceInEffect([], "private", "2025-01-01")).toBeNull();
  });

  it("returns the list itself, for its id and amounts", () => {
    expect(priceInEffect(prices, "facility", "2025-08-01")).toBe(prices[5]);
  });

  it("refuses a day that is not YYYY-MM-DD", () => {
    expect(() => priceInEffect(prices, "private", "01/02/2025")).toThrow(
      "onDate must be a day written YYYY-MM-DD.",
    );
  });
});
