/**
 * A rider's mobility (issue 22): the two §3 flags read as one of three levels. Neither flag is an
 * ambulatory rider (who walks, and fits any seat); both at once is refused by the upsert schemas.
 * Plain constants (no zod): lists and cards load this on first paint.
 */
export const MOBILITIES = ["ambulatory", "wheelchair", "stretcher"] as const;
export type Mobility = (typeof MOBILITIES)[number];

export interface MobilityFlags {
  wheelchairTrip: boolean;
  stretcherTrip: boolean;
}

/** A stretcher trip is a stretcher trip even if also flagged wheelchair (rows from before issue 22). */
export function mobilityOf(trip: MobilityFlags): Mobility {
  if (trip.stretcherTrip) return "stretcher";
  return trip.wheelchairTrip ? "wheelchair" : "ambulatory";
}

/** The two flags a chosen mobility writes. */
export const mobilityFlags = (mobility: Mobility): MobilityFlags => ({
  wheelchairTrip: mobility === "wheelchair",
  stretcherTrip: mobility === "stretcher",
});
