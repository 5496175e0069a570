/**
 * Billing rows for the invoice tests: price lists with fees and an attendant amount, and billable
 * trips (completed, no-show, late cancel) of a facility or an insurer with their stored fare.
 */
import { computeFare } from "../../../domain/fare";
import type { Db } from "../../../server/db/client";
import type { trips } from "../../../server/db/schema";
import { buildTripPrice } from "./patientFactories";
import { insertTrip } from "./tripFactories";

/** 2026-03-10 14:00Z: 10:00 in New York, well inside the price lists. */
export const SERVICE_DAY = "2026-03-10";

export const BILLING_PRICE = {
  baseFareCents: 3000,
  perMileCents: 275,
  wheelchairSurchargeCents: 1500,
  stretcherSurchargeCents: 6000,
  waitTimePerMinuteCents: 60,
  attendantCents: 1200,
  noShowFeeCents: 2500,
  lateCancelFeeCents: 1800,
};

export async function priceForBilling(
  db: Db,
  overrides: Record<string, unknown> = {},
) {
  for (const bookingType of ["private", "facility", "hospital"])
    await buildTripPrice(db, {
      bookingType,
      effectiveFrom: "2025-01-01",
      ...BILLING_PRICE,
      ...overrides,
    });
}

type TripInsert = Partial<typeof trips.$inferInsert>;

/** A completed trip billed to the facility, with the fare its booking would have stored. */
export async function completedTrip(db: Db, overrides: TripInsert = {}) {
  const distanceInMiles = overrides.distanceInMiles ?? 4.2;
  const fare = computeFare(BILLING_PRICE, {
    distanceInMiles: distanceInMiles ?? 0,
    wheelchairTrip: overrides.wheelchairTrip ?? true,
    stretcherTrip: overrides.stretcherTrip ?? false,
    additionalWaitTimeInMinutes: overrides.additionalWaitTimeInMinutes ?? 0,
    isRoundTrip: false,
  });
  return insertTrip(db, {
    bookingType: "facility",
    payorType: "facility",
    tripStatus: "completed",
    outcomeCode: "completed",
    tripPurpose: "dialysis",
    distanceInMiles,
    fare,
    fareTotalCents: fare.totalCents,
    ...overrides,
  });
}

/** A no-show (cancelled, outcome no-show) or late cancel of the facility. */
export function missedTrip(
  db: Db,
  outcomeCode: "no-show" | "late-cancel" | "cancelled",
  overrides: TripInsert = {},
) {
  return insertTrip(db, {
    bookingType: "facility",
    payorType: "facility",
    tripStatus: "cancelled",
    cancelled: true,
    outcomeCode,
    distanceInMiles: 4.2,
    ...overrides,
  });
}
