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
import type { Route } from "./routing";
import { routeBetween } from "./routing";
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
const DISPATCH_ONLY = [
  "driverId",
  "vehicleId",
  "dispatcherNotes",
  "outcomeCode",
] as const;

const sameCoordinates = (
  a: { latitude?: number | null; longitude?: number | null },
  b: { latitude?: number | null; longitude?: number | null },
) =>
  (a.latitude ?? null) === (b.latitude ?? null) &&
  (a.longitude ?? null) === (b.longitude ?? null);

/** Whether the stored distance no longer matches the addresses. */
const routeChanged = (body: TripValues, existing: TripRecord | null) =>
  !existing ||
  !sameCoordinates(body.pickUpAddress, existing.pickUpAddress) ||
  !sameCoordinates(body.dropOffAddress, existing.dropOffAddress);

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
  // The status moves only through the lifecycle table (below).
  delete values.tripStatus;
  for (const field of KEPT_WHEN_EMPTY)
    if (values[field] == null) delete values[field];
  if (!seesAllTrips(user))
    for (const field of DISPATCH_ONLY) delete values[field];
  if (facts.facilityId === undefined) delete values.facilityId;
  else values.facilityId = facts.facilityId;

  if (existing) {
    // A return leg is created with its booking; the flag is not toggled afterwards.
    delete values.isRoundTrip;
    if (values.requesterName == null) delete values.requesterName;
  } else {
    values.bookingUserId = user.userId;
    values.requesterName ??= `${user.firstName} ${user.lastName}`.trim();
  }

  let route: Route | null = null;
  if (routeChanged(body, existing)) {
    route = await routeBetween(
      body.pickUpAddress,
      body.dropOffAddress,
      app.config,
      app.log,
    );
    values.distanceInMiles = route?.distanceInMiles ?? null;
    values.travelTimeInMinutes = route?.travelTimeInMinutes ?? null;
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

  const view = lifecycleView(existing, values as Partial<TripRecord>);
  const actor = await tripActor(app.db, user, view.driverId);
  const move = statusMove(view, body, actor, new Date());
  if (move) Object.assign(values, move.changes);
  const assignment = await assignmentOnWrite(app, body, values, existing);
  Object.assign(values, assignment.changes);
  return { values, prepared: { move, assignmentNote: assignment.note } };
}
