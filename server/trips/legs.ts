/**
 * Round trips (issue 9): booking with isRoundTrip creates the return leg as a second trip in the
 * same transaction, linked both ways (linkedTripId), isRoundTrip on both, the same patient, facility
 * and booking fields, the addresses (and room numbers) swapped, and its own one-leg fare.
 *
 * - With returnPickUpDatetime, the return leg is picked up then.
 * - Without it, the return is a will-call: willCall true, and a placeholder pick-up of the outbound
 *   appointment (or, without one, its pick-up plus the travel time) plus one hour, so it sorts and
 *   is priced on the right day; "Patient ready" (POST /trips/{id}/events patient-ready) sets the
 *   real time later.
 * - The waiting time is charged on the outbound leg only (the driver waits once, at the
 *   appointment); the return leg starts with none.
 */
import { eq } from "drizzle-orm";
import type { TripValues } from "../../domain/schemas/trip";
import type { Db } from "../db/client";
import { trips } from "../db/schema";
import { computeTripFare, fareColumns } from "./fare";
import type { TripRecord } from "./rows";

type TripInsert = typeof trips.$inferInsert;

/** How long the placeholder return waits after the appointment (or the arrival). */
export const WILL_CALL_PLACEHOLDER_HOURS = 1;

/** The return leg's pick-up: the given time, or the will-call placeholder. */
export function returnPickUp(
  outbound: Pick<
    TripRecord,
    "pickUpDatetime" | "appointmentAt" | "travelTimeInMinutes"
  >,
  returnPickUpDatetime: string | null | undefined,
): { pickUpDatetime: Date; willCall: boolean } {
  if (returnPickUpDatetime)
    return { pickUpDatetime: new Date(returnPickUpDatetime), willCall: false };
  const arrival =
    outbound.appointmentAt ??
    new Date(
      outbound.pickUpDatetime.getTime() +
        (outbound.travelTimeInMinutes ?? 0) * 60_000,
    );
  return {
    pickUpDatetime: new Date(
      arrival.getTime() + WILL_CALL_PLACEHOLDER_HOURS * 3_600_000,
    ),
    willCall: true,
  };
}

/** Columns the return leg does not copy from the outbound row. */
const NOT_COPIED = [
  "id",
  "routeLocationPairId",
  "fareId",
  "fare",
  "fareTotalCents",
  "patientName",
  "searchText",
  "createdAt",
  "updatedAt",
  "linkedTripId",
] as const;

/**
 * Inserts the return leg of `outbound` and links the two; answers both rows as stored. Runs in the
 * booking's transaction: a failure here leaves neither leg.
 */
export async function createReturnLeg(
  tx: Db,
  outbound: TripRecord,
  body: Pick<TripValues, "returnPickUpDatetime">,
  timeZone: string,
): Promise<{ outbound: TripRecord; returnLeg: TripRecord }> {
  const copied: Record<string, unknown> = { ...outbound };
  for (const key of NOT_COPIED) delete copied[key];
  const { pickUpDatetime, willCall } = returnPickUp(
    outbound,
    body.returnPickUpDatetime,
  );
  const leg = {
    ...(copied as TripInsert),
    direction: "return",
    isRoundTrip: true,
    willCall,
    pickUpDatetime,
    appointmentAt: null,
    pickUpAddress: outbound.dropOffAddress,
    dropOffAddress: outbound.pickUpAddress,
    pickUpRoomNumber: outbound.dropOffRoomNumber,
    dropOffRoomNumber: outbound.pickUpRoomNumber,
    additionalWaitTimeInMinutes: 0,
    linkedTripId: outbound.id,
  } satisfies TripInsert;
  const fare = await computeTripFare(
    tx,
    {
      bookingType: leg.bookingType ?? outbound.bookingType,
      pickUpDatetime,
      wheelchairTrip: outbound.wheelchairTrip,
      stretcherTrip: outbound.stretcherTrip,
      additionalWaitTimeInMinutes: 0,
      // The same road back (the estimate is symmetric; a routing service's answer nearly so).
      distanceInMiles: outbound.distanceInMiles,
    },
    timeZone,
  );
  const [returnLeg] = await tx
    .insert(trips)
    .values({ ...leg, ...fareColumns(fare) })
    .returning();
  const [linked] = await tx
    .update(trips)
    .set({ linkedTripId: returnLeg.id, isRoundTrip: true })
    .where(eq(trips.id, outbound.id))
    .returning();
  return { outbound: linked, returnLeg };
}
