/**
 * What POST /trips/{tripId}/events needs around the lifecycle table (domain/tripLifecycle.ts):
 * the guard that makes the write conditional on what the table read, the position, and the
 * no-show's cancellation of the return leg. The actor and the stale checks are the upsert's
 * (./status.ts), so both calls answer alike.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { TripEventBody } from "../../domain/schemas/trip";
import type { LifecycleFailure } from "../../domain/tripLifecycle";
import {
  LIFECYCLE_MESSAGES,
  returnLegCancellation,
} from "../../domain/tripLifecycle";
import { actorNameOf, recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { trips } from "../db/schema";
import { AppError, conflict } from "../errors";
import type { TripRecord } from "./rows";
import { RACE_MESSAGE } from "./status";

/** A refusal about one field, in the app's "field: message" form with the field error listed. */
export const fieldError = (status: number, field: string, message: string) =>
  new AppError(status, `${field}: ${message}`, [{ field, message }]);

/** The table's refusal as the answer (403 who, 409 state, 422 input). */
export const lifecycleError = (failure: LifecycleFailure): AppError =>
  failure.field
    ? fieldError(failure.status, failure.field, failure.message)
    : new AppError(failure.status, failure.message);

const sameNullness = (column: Parameters<typeof isNull>[0], value: unknown) =>
  value === null ? isNull(column) : isNotNull(column);

/**
 * The update only applies while the facts the table decided on still hold: the status, the driver
 * and which milestones are recorded. Two people pressing at once: the second gets 409.
 */
export const decidedOn = (trip: TripRecord): SQL | undefined =>
  and(
    eq(trips.id, trip.id),
    eq(trips.tripStatus, trip.tripStatus),
    trip.driverId ? eq(trips.driverId, trip.driverId) : isNull(trips.driverId),
    sameNullness(trips.arrivedAtPickUpAt, trip.arrivedAtPickUpAt),
    sameNullness(trips.patientOnBoardAt, trip.patientOnBoardAt),
    sameNullness(trips.arrivedAtDropOffAt, trip.arrivedAtDropOffAt),
    sameNullness(trips.willCallActivatedAt, trip.willCallActivatedAt),
  );

/** A position is both coordinates or none: half of one is a client mistake. */
export function positionOf(
  body: Pick<TripEventBody, "latitude" | "longitude" | "accuracy">,
): { latitude: number; longitude: number; accuracy: number | null } | null {
  const hasLat = body.latitude !== undefined;
  const hasLng = body.longitude !== undefined;
  if (hasLat !== hasLng) {
    const field = hasLat ? "longitude" : "latitude";
    throw fieldError(
      422,
      field,
      "Send both latitude and longitude, or neither.",
    );
  }
  if (body.latitude === undefined || body.longitude === undefined) return null;
  return {
    latitude: body.latitude,
    longitude: body.longitude,
    accuracy: body.accuracy ?? null,
  };
}

/** The outbound leg's return leg, when the no-show asks to cancel it too (422 when there is none). */
export async function findReturnLeg(
  db: Db,
  trip: TripRecord,
): Promise<TripRecord> {
  const noLeg = () =>
    fieldError(422, "cancelReturnLeg", LIFECYCLE_MESSAGES.noReturnLeg);
  if (trip.direction !== "outbound" || !trip.linkedTripId) throw noLeg();
  const [leg] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, trip.linkedTripId), eq(trips.direction, "return")))
    .limit(1);
  if (!leg) throw noLeg();
  return leg;
}

/**
 * Cancels the return leg inside the no-show's transaction, with its own activity, and returns the
 * cancelled leg. A leg that has already finished or been cancelled is left as it is (null).
 */
export async function cancelReturnLeg(
  tx: Db,
  leg: TripRecord,
  user: AuthUser,
  now: Date,
  screen: string | null,
): Promise<TripRecord | null> {
  const changes = returnLegCancellation(leg, actorNameOf(user), now);
  if (!changes) return null;
  const [updated] = await tx
    .update(trips)
    .set(changes)
    .where(decidedOn(leg))
    .returning();
  if (!updated) throw conflict(RACE_MESSAGE);
  await recordActivity(tx, {
    modelType: "trip",
    modelId: leg.id,
    action: "cancel",
    actor: user,
    screen,
    before: leg,
    after: updated,
    note: changes.reasonForCancellation ?? null,
  });
  return updated;
}
