/** The fare tests' shared price list and trip. */
import type { FareTrip, PriceList } from "../../../domain/fare";

/** $25.00 base, $2.75 a mile, $15.00 wheelchair, $45.00 stretcher, $0.50 a minute of waiting. */
export const PRICE: PriceList = {
  baseFareCents: 2500,
  perMileCents: 275,
  wheelchairSurchargeCents: 1500,
  stretcherSurchargeCents: 4500,
  waitTimePerMinuteCents: 50,
};

export const trip = (overrides: Partial<FareTrip> = {}): FareTrip => ({
  distanceInMiles: 12.4,
  wheelchairTrip: false,
  stretcherTrip: false,
  additionalWaitTimeInMinutes: 0,
  isRoundTrip: false,
  ...overrides,
});
