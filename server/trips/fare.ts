/**
 * A trip's fare on the server (never the client's): the price list in effect for its booking type
 * on the pick-up's calendar day, and domain/fare.ts's arithmetic over the routed distance.
 *
 * - The calendar day is the pick-up instant's day in TRIP_TIME_ZONE (the operator's zone, default
 *   America/New_York), not the server's or UTC's: a 9 p.m. pick-up on a price change's eve is
 *   priced by the old list, as the operator would read it.
 * - A round trip is two trip rows, each priced as one leg; the waiting time is charged once, on
 *   the outbound leg (the driver waits at the appointment, between the legs). The quote of a round
 *   trip is the two legs' sum, which is computeFare's round-trip fare.
 * - No coordinates, no distance: the fare then holds no mileage (see server/trips/routing.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Fare } from "../../domain/fare";
import { computeFare, priceInEffect } from "../../domain/fare";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import type { Db } from "../db/client";
import { tripPrices } from "../db/schema";
import { unprocessable } from "../errors";

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

export interface FareInputs {
  bookingType: string;
  pickUpDatetime: Date;
  wheelchairTrip: boolean;
  stretcherTrip: boolean;
  additionalWaitTimeInMinutes: number;
  distanceInMiles: number | null;
}

export const noPriceError = () =>
  unprocessable(`bookingType: ${TRIP_MESSAGES.noPrice}`, [
    { field: "bookingType", message: TRIP_MESSAGES.noPrice },
  ]);

/** The fare of one leg, or of both legs when `isRoundTrip`; 422 on bookingType without a price. */
export async function computeTripFare(
  db: Db,
  inputs: FareInputs,
  timeZone: string,
  isRoundTrip = false,
): Promise<Fare> {
  // A handful of lists per booking type: read them all and let the domain choose.
  const lists = await db
    .select()
    .from(tripPrices)
    .where(eq(tripPrices.bookingType, inputs.bookingType));
  const price = priceInEffect(
    lists,
    inputs.bookingType,
    calendarDay(inputs.pickUpDatetime, timeZone),
  );
  if (!price) throw noPriceError();
  return computeFare(price, {
    distanceInMiles: inputs.distanceInMiles ?? 0,
    wheelchairTrip: inputs.wheelchairTrip,
    stretcherTrip: inputs.stretcherTrip,
    additionalWaitTimeInMinutes: inputs.additionalWaitTimeInMinutes,
    isRoundTrip,
  });
}

/** The columns a fare fills on a trip row (a fresh fareId each time it is computed). */
export const fareColumns = (fare: Fare) => ({
  fare,
  fareTotalCents: fare.totalCents,
  fareId: randomUUID(),
});
