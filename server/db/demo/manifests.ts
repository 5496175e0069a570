/**
 * driver@example.com's published day (issue 10), so "My day" shows the demo driver's trips at once.
 * The trips are seeded inside today's UTC day; the operator's calendar day (TRIP_TIME_ZONE, which the
 * seed does not read) is always within one day of UTC's, so the three days around it are published.
 */
import { driverManifests } from "../schema";
import type { BookingContext } from "./tripBookings";
import type { Tx } from "./random";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoManifests(
  tx: Tx,
  ctx: BookingContext,
  todayUtc: number,
): Promise<void> {
  const me = ctx.drivers.find((d) => d.userId === ctx.demoDriverUserId);
  if (!me) return;
  await tx.insert(driverManifests).values(
    [-1, 0, 1].map((d) => ({
      driverId: me.id,
      serviceDate: new Date(todayUtc + d * DAY_MS).toISOString().slice(0, 10),
      publishedAt: ctx.now,
      publishedByUserId: ctx.dispatcher.id,
    })),
  );
}
