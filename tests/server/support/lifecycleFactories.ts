/**
 * Trip rows for the lifecycle and activity tests, inserted directly (no booking call): a patient, a
 * trip in any state, and a linked round trip.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { trips } from "../../../server/db/schema";
import { buildPatient } from "./patientFactories";

const place = (name: string, line1: string) => ({
  name,
  line1,
  line2: null,
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  latitude: 39.96,
  longitude: -82.99,
});

export const HOME_PLACE = place("Home", "12 Elm Street");
export const CLINIC_PLACE = place("Mercy Dialysis", "400 Main Street");

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);
export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

export type TripInsert = Partial<typeof trips.$inferInsert>;

/** One trip (pending, tomorrow) for a new patient of the facility given. */
export async function buildLifecycleTrip(db: Db, overrides: TripInsert = {}) {
  const patientId =
    overrides.patientId ??
    (await buildPatient(db, { facilityId: overrides.facilityId ?? null })).id;
  const [trip] = await db
    .insert(trips)
    .values({
      patientId,
      pickUpDatetime: inHours(24),
      pickUpAddress: HOME_PLACE,
      dropOffAddress: CLINIC_PLACE,
      ...overrides,
    })
    .returning();
  return trip;
}

/** An outbound leg and its return leg (a will-call unless a return time is given), linked both ways. */
export async function buildRoundTrip(
  db: Db,
  outbound: TripInsert = {},
  back: TripInsert = {},
) {
  const out = await buildLifecycleTrip(db, { isRoundTrip: true, ...outbound });
  const ret = await buildLifecycleTrip(db, {
    patientId: out.patientId,
    facilityId: out.facilityId,
    bookingUserId: out.bookingUserId,
    isRoundTrip: true,
    direction: "return",
    willCall: true,
    linkedTripId: out.id,
    pickUpDatetime: inHours(30),
    pickUpAddress: CLINIC_PLACE,
    dropOffAddress: HOME_PLACE,
    ...back,
  });
  const [linked] = await db
    .update(trips)
    .set({ linkedTripId: ret.id })
    .where(eq(trips.id, out.id))
    .returning();
  return { outbound: linked, back: ret };
}
