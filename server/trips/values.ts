/**
 * The columns a trip upsert writes beyond the body's own: the write rules (server/trips/writeRules),
 * the facility, the booking user, the routed distance and the server's fare, and a status change
 * through the lifecycle table. Runs before the write's transaction (routing may call a service).
 */
import type { FastifyInstance } from "fastify";
import type { TripValues } from "../../domain/schemas/trip";
import type { AuthUser } from "../auth/authUser";
import type { PreparedWrite } from "../crud/entity";
import type { trips } from "../db/schema";
import { computeTripFare, fareColumns } from "./fare";
import { keepPaidFare } from "../payments/fareFreeze";
import { freshPlace, placesChanged, routedTripColumns } from "../geo/tripRoute";
import type { TripRecord } from "./rows";
import { seesAllTrips } from "./scope";
import type { StatusMove } from "./status";
import {
  checkExpectedStatus,
  lifecycleView,
  statusMove,
  tripActor,
} from "./status";
import { assignmentOnWrite } from "./assignmentOnWrite";
import { bookingDefaults, lifecycleBody } from "./bookingDefaults";
import { checkTripWrite } from "./writeRules";

type TripInsert = typeof trips.$inferInsert;

/** What the preparation decided that the hooks inside the transaction need (the activity's action). */
export interface PreparedTrip {
  move: StatusMove | null;
  /** An overridden assignment check, for the trip's history (issue 10). */
  assignmentNote: string | null;
}

/** Body fields written directly from the body as columns, converted where the column differs. */
export function tripBodyValues(body: TripValues): Partial<TripInsert> {
  return {
    pickUpDatetime: new Date(body.pickUpDatetime),
    ...(body.appointmentAt !== undefined
      ? {
          appointmentAt: body.appointmentAt
            ? new Date(body.appointmentAt)
            : null,
        }
      : {}),
  };
}

/** Fields the lifecycle writes: a null from the body (absent) keeps what is stored. */
const KEPT_WHEN_EMPTY = [
  "reasonForCancellation",
  "cancelledByParty",
  "outcomeCode",
] as const;
/** The cancelling party too: a booker's cancellation records theirs through the lifecycle. */
const DISPATCH_ONLY = [
  "driverId",
  "vehicleId",
  "dispatcherNotes",
  "outcomeCode",
  "cancelledByParty",
] as const;

/** Whether a fare input differs from the stored trip. */
const fareChanged = (values: Partial<TripInsert>, existing: TripRecord) =>
  values.bookingType !== existing.bookingType ||
  values.pickUpDatetime?.getTime() !== existing.pickUpDatetime.getTime() ||
  values.wheelchairTrip !== existing.wheelchairTrip ||
  values.stretcherTrip !== existing.stretcherTrip ||
  values.additionalWaitTimeInMinutes !== existing.additionalWaitTimeInMinutes ||
  values.distanceInMiles !== existing.distanceInMiles ||
  !existing.fare;

export async function prepareTripValues(
  app: FastifyInstance,
  user: AuthUser,
  body: TripValues,
  base: Partial<TripInsert>,
  existing: TripRecord | null,
): Promise<PreparedWrite<TripInsert, PreparedTrip>> {
  if (existing)
    checkExpectedStatus(body.expectedTripStatus, existing.tripStatus);
  const facts = await checkTripWrite(app.db, user, body, existing);
  const values: Partial<TripInsert> = { ...base };
  // The status moves only through the lifecycle table (below), `cancelled` with it.
  delete values.tripStatus;
  delete values.cancelled;
  for (const field of KEPT_WHEN_EMPTY)
    if (values[field] == null) delete values[field];
  if (!seesAllTrips(user))
    for (const field of DISPATCH_ONLY) delete values[field];
  if (facts.facilityId === undefined) delete values.facilityId;
  else values.facilityId = facts.facilityId;
  const defaults = await bookingDefaults(
    app.db,
    user,
    facts.facilityId,
    existing,
  );
  values.bookingType ??= defaults.bookingType;
  values.payorType ??= defaults.payorType;

  if (existing) {
    // A return leg is created with its booking; the flag is not toggled afterwards.
    delete values.isRoundTrip;
    if (values.requesterName == null) delete values.requesterName;
  } else {
    values.bookingUserId = user.userId;
    values.requesterName ??= `${user.firstName} ${user.lastName}`.trim();
  }

  // Issue 22: places without coordinates are geocoded, and the route is measured, before the fare.
  const from = freshPlace(body.pickUpAddress, existing?.pickUpAddress ?? null);
  const to = freshPlace(body.dropOffAddress, existing?.dropOffAddress ?? null);
  if (placesChanged(from, to, existing)) {
    Object.assign(values, await routedTripColumns(app, from, to));
  } else if (existing) {
    values.distanceInMiles = existing.distanceInMiles;
  }
  if (!existing || fareChanged(values, existing)) {
    const fare = await computeTripFare(
      app.db,
      {
        bookingType: values.bookingType ?? "private",
        pickUpDatetime: values.pickUpDatetime ?? new Date(body.pickUpDatetime),
        wheelchairTrip: values.wheelchairTrip ?? true,
        stretcherTrip: values.stretcherTrip ?? false,
        additionalWaitTimeInMinutes: values.additionalWaitTimeInMinutes ?? 0,
        distanceInMiles: values.distanceInMiles ?? null,
      },
      app.config.TRIP_TIME_ZONE,
    );
    Object.assign(values, fareColumns(fare));
  }
  // Issue 21: a paid trip's fare is frozen (409 naming what would change it).
  if (existing) await keepPaidFare(app.db, existing, values);

  const view = lifecycleView(existing, values as Partial<TripRecord>);
  const actor = await tripActor(app.db, user, view.driverId);
  const move = statusMove(
    view,
    lifecycleBody(body, user, existing),
    actor,
    new Date(),
  );
  if (move) Object.assign(values, move.changes);
  const assignment = await assignmentOnWrite(app, body, values, existing);
  Object.assign(values, assignment.changes);
  return { values, prepared: { move, assignmentNote: assignment.note } };
}
