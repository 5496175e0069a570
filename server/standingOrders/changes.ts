/**
 * What editing, pausing or deleting a standing order does to its trips (issue 10): only FUTURE
 * UNSTARTED trips (pending or confirmed, pick-up still ahead) change. A day the order no longer runs
 * on is cancelled (by dispatch for an edit, by the facility for a pause, with the reason); a day it
 * still runs on takes the new time and trip fields.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { addDays } from "../../domain/expiry";
import { STANDING_ORDER_MESSAGES as SM } from "../../domain/schemas/standingOrder";
import { dayIn, zonedInstant } from "../../domain/zonedTime";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { standingOrderPauses, trips } from "../db/schema";
import { notifyTripChange } from "../realtime/publish";
import type { TripRecord } from "../trips/rows";
import type { StandingOrderRecord } from "./generate";
import { legValues, SCREEN, serviceDays } from "./generate";

const UNSTARTED = ["pending", "confirmed"];

/** The order's trips not started yet, ahead of now. */
export function futureTrips(db: Db, orderId: string): Promise<TripRecord[]> {
  return db
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.standingOrderId, orderId),
        inArray(trips.tripStatus, UNSTARTED),
        gt(trips.pickUpDatetime, new Date()),
      ),
    );
}

/** Cancels these trips in `tx` with the party and reason, each with its activity and announcement. */
export async function cancelTrips(
  tx: Db,
  targets: readonly TripRecord[],
  party: "dispatch" | "facility",
  reason: string,
  actor: AuthUser | null,
): Promise<void> {
  if (targets.length === 0) return;
  const now = new Date();
  const by = actor
    ? `${actor.firstName} ${actor.lastName}`.trim()
    : "Standing order";
  const cancelled = await tx
    .update(trips)
    .set({
      tripStatus: "cancelled",
      cancelled: true,
      cancelledAt: now,
      cancelledBy: by,
      cancelledByParty: party,
      reasonForCancellation: reason,
      outcomeCode: "cancelled",
    })
    .where(
      and(
        inArray(
          trips.id,
          targets.map((t) => t.id),
        ),
        inArray(trips.tripStatus, UNSTARTED),
      ),
    )
    .returning();
  const before = new Map(targets.map((t) => [t.id, t]));
  for (const trip of cancelled)
    await recordActivity(tx, {
      modelType: "trip",
      modelId: trip.id,
      action: "cancel",
      actor,
      screen: SCREEN,
      before: before.get(trip.id) ?? null,
      after: trip,
      note: reason,
    });
  await notifyTripChange(tx, ...cancelled);
}

/** After an edit: cancel the days dropped, move the days kept to the new time and fields. */
export async function reconcileOrder(
  app: FastifyInstance,
  order: StandingOrderRecord,
  actor: AuthUser,
): Promise<void> {
  const zone = app.config.TRIP_TIME_ZONE;
  const today = dayIn(new Date(), zone);
  const pauses = await app.db
    .select()
    .from(standingOrderPauses)
    .where(eq(standingOrderPauses.standingOrderId, order.id));
  const through = addDays(today, app.config.STANDING_ORDER_HORIZON_DAYS + 400);
  const valid = new Set(serviceDays(order, pauses, today, through));
  const upcoming = await futureTrips(app.db, order.id);
  const dropped = upcoming.filter(
    (t) =>
      !t.standingOrderDate ||
      !valid.has(t.standingOrderDate) ||
      (t.direction === "return" && !order.returnPickUpTime),
  );
  const kept = upcoming.filter((t) => !dropped.includes(t));
  await app.db.transaction(async (tx: Db) => {
    await cancelTrips(tx, dropped, "dispatch", SM.generatedCancel, actor);
    const moved: TripRecord[] = [];
    for (const trip of kept) {
      const direction = trip.direction === "return" ? "return" : "outbound";
      const time =
        direction === "return" ? order.returnPickUpTime : order.pickUpTime;
      if (!time || !trip.standingOrderDate) continue;
      const [updated] = await tx
        .update(trips)
        .set({
          ...legValues(order, direction),
          pickUpDatetime: zonedInstant(trip.standingOrderDate, time, zone),
        })
        .where(and(eq(trips.id, trip.id), inArray(trips.tripStatus, UNSTARTED)))
        .returning();
      if (!updated) continue;
      // Before and after: a facility changed on the order tells the former one of the move too.
      moved.push(trip, updated);
      await recordActivity(tx, {
        modelType: "trip",
        modelId: trip.id,
        action: "updated",
        actor,
        screen: SCREEN,
        before: trip,
        after: updated,
        note: SM.generatedCancel,
      });
    }
    await notifyTripChange(tx, ...moved);
  });
}
