/**
 * Trip bodies and rows for the API tests: `buildTrip(overrides)` is a valid POST /api/trips body,
 * `insertTrip(db, overrides)` a stored trip (no API, no fare: for scoping and search tests), and
 * `priceAllBookingTypes(db)` the price lists a booking needs.
 */
import type { TripUpsert } from "../../../domain/schemas/trip";
import type { Db } from "../../../server/db/client";
import { paymentRecords, trips } from "../../../server/db/schema";
import { buildPatient, buildTripPrice } from "./patientFactories";

/** Two points about 3.1 straight-line miles apart in Columbus, Ohio. */
export const HOME_ADDRESS = {
  name: "Home",
  line1: "12 Elm Street",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  latitude: 39.9612,
  longitude: -82.9988,
};
export const CLINIC_ADDRESS = {
  name: "Mercy Dialysis",
  line1: "400 Clinic Drive",
  city: "Columbus",
  state: "OH",
  postalCode: "43210",
  latitude: 40.0061,
  longitude: -83.0283,
};

/** A pick-up well inside the default price lists' validity (2025-01-01 on). */
export const PICK_UP = "2026-03-10T14:00:00.000Z";

export function buildTrip(
  overrides: Partial<TripUpsert> & Record<string, unknown> = {},
): TripUpsert & Record<string, unknown> {
  return {
    patientId: "00000000-0000-4000-8000-000000000000",
    pickUpDatetime: PICK_UP,
    pickUpAddress: HOME_ADDRESS,
    dropOffAddress: CLINIC_ADDRESS,
    ...overrides,
  };
}

/** One price list per booking type, effective 2025-01-01 (the factory's defaults). */
export async function priceAllBookingTypes(db: Db): Promise<void> {
  for (const bookingType of ["private", "facility", "hospital"])
    await buildTripPrice(db, { bookingType, effectiveFrom: "2025-01-01" });
}

/** A stored trip (a new patient unless patientId is given). */
export async function insertTrip(
  db: Db,
  overrides: Partial<typeof trips.$inferInsert> = {},
) {
  const patientId =
    overrides.patientId ??
    (await buildPatient(db, { facilityId: overrides.facilityId ?? null })).id;
  const [trip] = await db
    .insert(trips)
    .values({
      pickUpDatetime: new Date(PICK_UP),
      pickUpAddress: { ...HOME_ADDRESS, line2: null },
      dropOffAddress: { ...CLINIC_ADDRESS, line2: null },
      ...overrides,
      patientId,
    })
    .returning();
  return trip;
}

export async function insertPaymentRecord(
  db: Db,
  overrides: Partial<typeof paymentRecords.$inferInsert> & { tripId: string },
) {
  const [record] = await db
    .insert(paymentRecords)
    .values({ amountCents: 5905, status: "completed", ...overrides })
    .returning();
  return record;
}
