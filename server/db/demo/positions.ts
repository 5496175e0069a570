/**
 * Where the demo's trips under way are (issue 10): a short track from the pick-up towards the
 * drop-off for each in-progress trip, so the in-progress map and Live Trip Data show something.
 */
import { tripPositions } from "../schema";
import type { TripValues } from "./tripBookings";
import type { Tx } from "./random";
import { MIN } from "./units";

const POINTS = 5;

export async function seedDemoPositions(
  tx: Tx,
  trips: readonly TripValues[],
  now: Date,
): Promise<number> {
  const rows = trips.flatMap((t) => {
    const from = t.pickUpAddress;
    const to = t.dropOffAddress;
    if (t.tripStatus !== "in-progress" || !t.driverId || !t.id) return [];
    if (from.latitude == null || from.longitude == null) return [];
    if (to.latitude == null || to.longitude == null) return [];
    return Array.from({ length: POINTS }, (_, i) => {
      // Part of the way there: the trip is under way, not arrived.
      const f = (i / POINTS) * 0.6;
      return {
        tripId: t.id as string,
        driverId: t.driverId as string,
        latitude: from.latitude! + (to.latitude! - from.latitude!) * f,
        longitude: from.longitude! + (to.longitude! - from.longitude!) * f,
        accuracy: 8 + i,
        recordedAt: new Date(now.getTime() - (POINTS - i) * 2 * MIN),
      };
    });
  });
  if (rows.length) await tx.insert(tripPositions).values(rows);
  return rows.length;
}
