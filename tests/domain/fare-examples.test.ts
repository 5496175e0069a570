/**
 * computeFare's worked examples, its rounding and the dollars-and-cents split. Refused inputs
 * and the price in effect on a day are in fare-prices.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { FareTrip, PriceList } from "../../domain/fare";
import { computeFare, roundCents, splitCents } from "../../domain/fare";
import { formatCents } from "../../domain/money";
import { PRICE, trip } from "./support/fareFixtures";

describe("computeFare: worked examples", () => {
  // [description, trip, price, expected itemised fare (cents), displayed total]
  const examples: [
    string,
    FareTrip,
    PriceList,
    {
      base: number;
      mileage: number;
      wheelchair: number;
      stretcher: number;
      wait: number;
      total: number;
    },
    string,
  ][] = [
    [
      // $25.00 base + 12.4 mi × $2.75 = $34.10 → $59.10
      "one way, no equipment",
      trip(),
      PRICE,
      {
        base: 2500,
        mileage: 3410,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 5910,
      },
      "$59.10",
    ],
    [
      // two legs: 2 × $25.00 + 2 × (12.4 × $2.75 = $34.10) = $50.00 + $68.20 → $118.20
      "round trip doubles base and mileage",
      trip({ isRoundTrip: true }),
      PRICE,
      {
        base: 5000,
        mileage: 6820,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 11820,
      },
      "$118.20",
    ],
    [
      // $59.10 + $15.00 wheelchair → $74.10
      "wheelchair, one way",
      trip({ wheelchairTrip: true }),
      PRICE,
      {
        base: 2500,
        mileage: 3410,
        wheelchair: 1500,
        stretcher: 0,
        wait: 0,
        total: 7410,
      },
      "$74.10",
    ],
    [
      // $118.20 + 2 legs × $45.00 stretcher = $90.00 → $208.20
      "stretcher round trip: surcharge per leg",
      trip({ stretcherTrip: true, isRoundTrip: true }),
      PRICE,
      {
        base: 5000,
        mileage: 6820,
        wheelchair: 0,
        stretcher: 9000,
        wait: 0,
        total: 20820,
      },
      "$208.20",
    ],
    [
      // wheelchair and stretcher: priced as a stretcher trip, $59.10 + $45.00 → $104.10
      "wheelchair and stretcher: the stretcher surcharge replaces the wheelchair one",
      trip({ wheelchairTrip: true, stretcherTrip: true }),
      PRICE,
      {
        base: 2500,
        mileage: 3410,
        wheelchair: 0,
        stretcher: 4500,
        wait: 0,
        total: 10410,
      },
      "$104.10",
    ],
    [
      // $59.10 + 35 min × $0.50 = $17.50 → $76.60
      "wait time, one way",
      trip({ additionalWaitTimeInMinutes: 35 }),
      PRICE,
      {
        base: 2500,
        mileage: 3410,
        wheelchair: 0,
        stretcher: 0,
        wait: 1750,
        total: 7660,
      },
      "$76.60",
    ],
    [
      // $118.20 + 2 × $15.00 + 35 min × $0.50 once = $118.20 + $30.00 + $17.50 → $165.70
      "round trip with wheelchair and waiting: waiting is charged once",
      trip({
        isRoundTrip: true,
        wheelchairTrip: true,
        additionalWaitTimeInMinutes: 35,
      }),
      PRICE,
      {
        base: 5000,
        mileage: 6820,
        wheelchair: 3000,
        stretcher: 0,
        wait: 1750,
        total: 16570,
      },
      "$165.70",
    ],
    [
      // $25.00 base + 0 mi → $25.00
      "zero miles is the base fare",
      trip({ distanceInMiles: 0 }),
      PRICE,
      {
        base: 2500,
        mileage: 0,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 2500,
      },
      "$25.00",
    ],
    [
      // 7.3 mi × $3.33 = 2430.9¢ → 2431¢; $20.00 + $24.31 → $44.31
      "fractional cents round to the nearest cent",
      trip({ distanceInMiles: 7.3 }),
      { ...PRICE, baseFareCents: 2000, perMileCents: 333 },
      {
        base: 2000,
        mileage: 2431,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 4431,
      },
      "$44.31",
    ],
    [
      // 1.255 mi × $1.00 = 125.5¢ → 126¢ (half up, although 1.255 × 100 is 125.4999… in binary)
      "half a cent rounds up despite binary noise",
      trip({ distanceInMiles: 1.255 }),
      { ...PRICE, baseFareCents: 0, perMileCents: 100 },
      {
        base: 0,
        mileage: 126,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 126,
      },
      "$1.26",
    ],
    [
      // per leg: 0.5 mi × $0.03 = 1.5¢ → 2¢, two legs 4¢ (not 2 × 1.5 = 3¢); $10.00 × 2 + 4¢ → $20.04
      "a round trip rounds each leg",
      trip({ distanceInMiles: 0.5, isRoundTrip: true }),
      { ...PRICE, baseFareCents: 1000, perMileCents: 3 },
      {
        base: 2000,
        mileage: 4,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 2004,
      },
      "$20.04",
    ],
    [
      // 2.5 min × $0.33 = 82.5¢ → 83¢; $5.00 + 1 mi × $1.00 + 83¢ → $6.83
      "fractional wait minutes round to the nearest cent",
      trip({ distanceInMiles: 1, additionalWaitTimeInMinutes: 2.5 }),
      {
        ...PRICE,
        baseFareCents: 500,
        perMileCents: 100,
        waitTimePerMinuteCents: 33,
      },
      {
        base: 500,
        mileage: 100,
        wheelchair: 0,
        stretcher: 0,
        wait: 83,
        total: 683,
      },
      "$6.83",
    ],
    [
      // $0.00 base + 3 mi × $0.35 = $1.05 + wheelchair $0.00 → $1.05 (cents shown zero-padded)
      "a total under ten cents past the dollar is zero-padded",
      trip({ distanceInMiles: 3, wheelchairTrip: true }),
      {
        ...PRICE,
        baseFareCents: 0,
        perMileCents: 35,
        wheelchairSurchargeCents: 0,
      },
      {
        base: 0,
        mileage: 105,
        wheelchair: 0,
        stretcher: 0,
        wait: 0,
        total: 105,
      },
      "$1.05",
    ],
  ];

  it.each(examples)("%s", (_name, t, price, expected, shown) => {
    const fare = computeFare(price, t);
    expect(fare).toEqual({
      legs: t.isRoundTrip ? 2 : 1,
      baseFareCents: expected.base,
      mileageCents: expected.mileage,
      wheelchairSurchargeCents: expected.wheelchair,
      stretcherSurchargeCents: expected.stretcher,
      waitTimeCents: expected.wait,
      totalCents: expected.total,
      totalCostDollars: Math.floor(expected.total / 100),
      totalCostCents: expected.total % 100,
    });
    expect(formatCents(fare.totalCents)).toBe(shown);
  });

  it("splits the total into dollars and 0–99 cents", () => {
    expect(splitCents(5905)).toEqual({
      totalCostDollars: 59,
      totalCostCents: 5,
    });
    expect(splitCents(99)).toEqual({ totalCostDollars: 0, totalCostCents: 99 });
    expect(splitCents(10000)).toEqual({
      totalCostDollars: 100,
      totalCostCents: 0,
    });
  });

  it("rounds half up to whole cents", () => {
    expect(roundCents(2430.9)).toBe(2431);
    expect(roundCents(2430.4)).toBe(2430);
    expect(roundCents(0.145 * 100)).toBe(15);
    expect(roundCents(0)).toBe(0);
  });
});
