/**
 * The fare of a trip from a trip price list: pure arithmetic in integer cents, no I/O. Trip booking
 * (server and form) and the trip-price screen's preview call the same functions.
 *
 * Rules (worked examples in tests/domain/fare-examples.test.ts):
 * - A trip has one leg, a round trip two (there and back, the same distance each way).
 * - Per leg: the base fare, the mileage and the equipment surcharge.
 * - Mileage per leg = distanceInMiles × perMileCents, rounded to a whole cent, half up. Rounding
 *   per leg (not over the round trip) keeps each leg an amount that could be invoiced on its own.
 * - Mobility (issue 22): an ambulatory rider (neither flag: they walk) pays the base fare and the
 *   mileage only: the base fare is the ambulatory rate, and a wheelchair or stretcher trip adds its
 *   surcharge to it, so a price list needs no separate ambulatory amount. The booking schemas refuse
 *   both flags at once; a row flagged both (from before) is priced as a stretcher trip: the
 *   stretcher surcharge replaces the wheelchair surcharge, never adds to it.
 * - Waiting: additionalWaitTimeInMinutes × waitTimePerMinuteCents, once per trip (the driver waits
 *   once, at the appointment), rounded to a whole cent, half up.
 * - Negative, NaN or infinite distances or minutes, and price amounts that are not whole
 *   non-negative cents, are refused with a FareInputError: a fare is never guessed.
 */
/** The amounts of a price list (domain/schemas/tripPrice.ts), all integer cents. */
export interface PriceList {
  baseFareCents: number;
  perMileCents: number;
  wheelchairSurchargeCents: number;
  stretcherSurchargeCents: number;
  waitTimePerMinuteCents: number;
}

/** A price list as stored: for one booking type, from a calendar day (YYYY-MM-DD) on. */
export interface DatedPriceList extends PriceList {
  bookingType: string;
  effectiveFrom: string;
}

/** The trip fields a fare depends on (§3). */
export interface FareTrip {
  distanceInMiles: number;
  wheelchairTrip: boolean;
  stretcherTrip: boolean;
  additionalWaitTimeInMinutes: number;
  isRoundTrip: boolean;
}

/** An itemised fare; every amount in cents, the total also split for display (§3 fare, §9). */
export interface Fare {
  legs: 1 | 2;
  baseFareCents: number;
  mileageCents: number;
  wheelchairSurchargeCents: number;
  stretcherSurchargeCents: number;
  waitTimeCents: number;
  totalCents: number;
  /** Whole dollars of the total. */
  totalCostDollars: number;
  /** The remaining cents of the total, 0–99 (shown zero-padded). */
  totalCostCents: number;
}

export class FareInputError extends RangeError {
  override name = "FareInputError";
}

const PRICE_FIELDS = [
  "baseFareCents",
  "perMileCents",
  "wheelchairSurchargeCents",
  "stretcherSurchargeCents",
  "waitTimePerMinuteCents",
] as const satisfies readonly (keyof PriceList)[];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function requireQuantity(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    throw new FareInputError(`${name} must be a number of 0 or more.`);
}

function requireCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new FareInputError(`${name} must be whole cents of 0 or more.`);
}

/**
 * A non-negative amount rounded to whole cents, half up. The product is first cut to 6 decimals so
 * binary noise (1.255 × 100 = 125.49999999999999) rounds as the decimal arithmetic would (126).
 */
export function roundCents(amount: number): number {
  return Math.round(Number(amount.toFixed(6)));
}

/**
 * The price list in effect for a booking type on a day: the one with the latest effectiveFrom on or
 * before that day, or null when none has started yet. `onDate` is a calendar day (YYYY-MM-DD); a
 * caller holding a pick-up instant passes its local day.
 */
export function priceInEffect<P extends DatedPriceList>(
  prices: readonly P[],
  bookingType: string,
  onDate: string,
): P | null {
  if (!ISO_DAY.test(onDate))
    throw new FareInputError("onDate must be a day written YYYY-MM-DD.");
  let best: P | null = null;
  for (const price of prices) {
    if (price.bookingType !== bookingType) continue;
    // ISO days compare as strings.
    if (price.effectiveFrom > onDate) continue;
    if (!best || price.effectiveFrom > best.effectiveFrom) best = price;
  }
  return best;
}

/** Whole dollars and the remaining 0–99 cents of a non-negative amount (5905 → 59 and 5). */
export function splitCents(totalCents: number): {
  totalCostDollars: number;
  totalCostCents: number;
} {
  return {
    totalCostDollars: Math.floor(totalCents / 100),
    totalCostCents: totalCents % 100,
  };
}

/** The itemised fare of a trip under a price list (rules at the top of this file). */
export function computeFare(price: PriceList, trip: FareTrip): Fare {
  for (const field of PRICE_FIELDS) requireCents(field, price[field]);
  requireQuantity("distanceInMiles", trip.distanceInMiles);
  requireQuantity(
    "additionalWaitTimeInMinutes",
    trip.additionalWaitTimeInMinutes,
  );

  const legs = trip.isRoundTrip ? 2 : 1;
  const stretcher = trip.stretcherTrip;
  const wheelchair = trip.wheelchairTrip && !stretcher;

  const baseFareCents = legs * price.baseFareCents;
  const mileageCents =
    legs * roundCents(trip.distanceInMiles * price.perMileCents);
  const wheelchairSurchargeCents = wheelchair
    ? legs * price.wheelchairSurchargeCents
    : 0;
  const stretcherSurchargeCents = stretcher
    ? legs * price.stretcherSurchargeCents
    : 0;
  const waitTimeCents = roundCents(
    trip.additionalWaitTimeInMinutes * price.waitTimePerMinuteCents,
  );
  const totalCents =
    baseFareCents +
    mileageCents +
    wheelchairSurchargeCents +
    stretcherSurchargeCents +
    waitTimeCents;
  if (!Number.isSafeInteger(totalCents))
    throw new FareInputError("The fare is too large to compute.");
  return {
    legs,
    baseFareCents,
    mileageCents,
    wheelchairSurchargeCents,
    stretcherSurchargeCents,
    waitTimeCents,
    totalCents,
    ...splitCents(totalCents),
  };
}
