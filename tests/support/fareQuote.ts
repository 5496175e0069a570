import type { FareQuote } from "../../domain/schemas/trip";

/** The server's fare for the booking tests' trip: 6.5 measured miles, 18 minutes, $59.05. */
export const QUOTE: FareQuote = {
  distanceInMiles: 6.5,
  travelTimeInMinutes: 18,
  distanceEstimated: false,
  totalCents: 5905,
  totalCostDollars: 59,
  totalCostCents: "05",
  legs: 1,
};
