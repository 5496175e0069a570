/**
 * Status changes that arrive through POST /trips: the same transition table as the events call
 * (domain/tripLifecycle.ts). The body's tripStatus names where the caller wants the trip; the table
 * says whether that single move is legal for this caller now and which fields it writes.
 */
import { eq } from "drizzle-orm";
import type {
  TripEvent,
  TripStatus,
  TripValues,
} from "../../domain/schemas/trip";
import type {
  LifecycleChanges,
  LifecycleTrip,
  TripActor,
} from "../../domain/tripLifecycle";
import {
  applyTripEvent,
  eventForStatusChange,
  illegalStatusChangeMessage,
} from "../../domain/tripLifecycle";
import { statusWord } from "../../domain/tripLifecycleRules";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { drivers } from "../db/schema";
import { AppError, conflict } from "../errors";
import type { TripRecord } from "./rows";

/** The lifecycle's view of the caller; the assigned driver is the driver record of their account. */
export async function tripActor(
  db: Db,
  user: AuthUser,
  driverId: string | null,
): Promise<TripActor> {
  let isAssignedDriver = false;
  if (driverId) {
    const [own] = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.userId, user.userId))
      .limit(1);
    isAssignedDriver = own?.id === driverId;
  }
  return {
    userId: user.userId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    isAssignedDriver,
    mayModifyTrips: hasAnyPrivilege(user, [P.modifyTrips]),
    mayStartStop: hasAnyPrivilege(user, [P.startAndStopTrips]),
    mayRequestTrips: hasAnyPrivilege(user, [P.requestTrips]),
  };
}

/** 409 when the caller saw another status than the stored one (two dispatchers never overwrite). */
export function checkExpectedStatus(
  expected: TripStatus | undefined,
  stored: string,
): void {
  if (expected && expected !== stored) throw conflict(staleMessage(stored));
}

export const staleMessage = (stored: string): string =>
  `This trip is now ${statusWord(stored)}; reload it and try again.`;

/** The update's guard message when another change won the race between the read and the write. */
export const RACE_MESSAGE =
  "This trip was changed by someone else meanwhile; reload it and try again.";

export interface StatusMove {
  event: TripEvent;
  changes: LifecycleChanges;
  onBehalf: boolean;
}

/**
 * The move from `trip` (as stored, with the body's other fields applied) to the body's tripStatus;
 * null when the status stays. Refusals are the table's: 403 who, 409 state, 422 input.
 */
export function statusMove(
  trip: LifecycleTrip,
  body: TripValues,
  actor: TripActor,
  now: Date,
): StatusMove | null {
  const to = body.tripStatus;
  if (!to || to === trip.tripStatus) return null;
  const event = eventForStatusChange(trip.tripStatus, to);
  if (!event) throw conflict(illegalStatusChangeMessage(trip.tripStatus, to));
  const result = applyTripEvent(trip, {
    event,
    actor,
    now,
    // The upsert's only reason field is the cancellation's; a delay needs the events call's reason.
    reason: event === "cancel" ? body.reasonForCancellation : null,
    cancelledByParty: body.cancelledByParty ?? null,
    toStatus: to,
  });
  if (!result.ok)
    throw new AppError(
      result.status,
      result.field ? `${result.field}: ${result.message}` : result.message,
      result.field
        ? [{ field: result.field, message: result.message }]
        : undefined,
    );
  return { event, changes: result.changes, onBehalf: result.onBehalf };
}

/** The lifecycle fields of a stored trip (Dates) with the pending write's fields applied. */
export const lifecycleView = (
  record: TripRecord | null,
  values: Partial<TripRecord>,
): LifecycleTrip => ({
  tripStatus: record?.tripStatus ?? "pending",
  driverId:
    values.driverId !== undefined
      ? values.driverId
      : (record?.driverId ?? null),
  direction: values.direction ?? record?.direction ?? "outbound",
  linkedTripId: record?.linkedTripId ?? null,
  willCall: values.willCall ?? record?.willCall ?? false,
  willCallActivatedAt: record?.willCallActivatedAt ?? null,
  pickUpDatetime: values.pickUpDatetime ?? record?.pickUpDatetime ?? new Date(),
  arrivedAtPickUpAt: record?.arrivedAtPickUpAt ?? null,
  patientOnBoardAt: record?.patientOnBoardAt ?? null,
  arrivedAtDropOffAt: record?.arrivedAtDropOffAt ?? null,
  statusBeforeDelay: record?.statusBeforeDelay ?? null,
});
