/**
 * The checks of the trip lifecycle table: who may make an event (403), then whether the trip's
 * state allows it (409). Input checks (422) come with the changes (tripLifecycleChanges.ts).
 */
import type { TripEvent } from "./schemas/trip";
import { cannotMessage, LIFECYCLE_MESSAGES as M } from "./tripLifecycleRules";
import type {
  LifecycleFailure,
  LifecycleOptions,
  LifecycleTrip,
  TripActor,
} from "./tripLifecycleTypes";
import { DEFAULT_LIFECYCLE_OPTIONS, fail, time } from "./tripLifecycleTypes";

/** Events the assigned driver makes on the road; modify-trips makes them on the driver's behalf. */
export const DRIVER_EVENTS: ReadonlySet<TripEvent> = new Set([
  "begin",
  "arrived",
  "on-board",
  "arrived-dropoff",
  "complete",
  "no-show",
]);

export const driving = (actor: TripActor): boolean =>
  actor.isAssignedDriver && actor.mayStartStop;

/** 403 when the actor may not make this event on this trip at all. */
function checkWho(
  trip: LifecycleTrip,
  event: TripEvent,
  actor: TripActor,
): LifecycleFailure | null {
  if (DRIVER_EVENTS.has(event))
    return driving(actor) || actor.mayModifyTrips
      ? null
      : fail(403, M.driverOnly);
  switch (event) {
    case "delay":
    case "resume":
      return driving(actor) || actor.mayModifyTrips
        ? null
        : fail(403, M.dispatchOnly);
    case "cancel":
      if (actor.mayModifyTrips) return null;
      if (!actor.mayRequestTrips) return fail(403, M.dispatchOnly);
      return trip.tripStatus === "pending"
        ? null
        : fail(403, M.requestOnlyPending);
    case "patient-ready":
      return actor.mayModifyTrips || actor.mayRequestTrips
        ? null
        : fail(403, M.patientReadyWho);
    default:
      return actor.mayModifyTrips ? null : fail(403, M.dispatchOnly);
  }
}

/** 409 when the trip's state does not allow the event (whoever asks). */
export function checkState(
  trip: LifecycleTrip,
  event: TripEvent,
  now: Date,
  options: LifecycleOptions,
): LifecycleFailure | null {
  const status = trip.tripStatus;
  const refuse = () => fail(409, cannotMessage(status, event));
  const onBoard = time(trip.patientOnBoardAt) !== null;
  switch (event) {
    case "confirm":
      return status === "pending" ? null : refuse();
    case "begin":
      if (status !== "confirmed") return refuse();
      return trip.driverId ? null : fail(409, M.noDriver, "driverId");
    case "arrived":
      if (status !== "in-progress") return refuse();
      return time(trip.arrivedAtPickUpAt) === null
        ? null
        : fail(409, M.alreadyArrived);
    case "on-board":
      if (status !== "in-progress") return refuse();
      if (time(trip.arrivedAtPickUpAt) === null)
        return fail(409, M.arriveFirst);
      return onBoard ? fail(409, M.alreadyOnBoard) : null;
    case "arrived-dropoff":
      if (status !== "in-progress") return refuse();
      if (!onBoard) return fail(409, M.onBoardFirst);
      return time(trip.arrivedAtDropOffAt) === null
        ? null
        : fail(409, M.alreadyDroppedOff);
    case "complete":
      if (status !== "in-progress") return refuse();
      return time(trip.arrivedAtDropOffAt) === null
        ? fail(409, M.dropOffFirst)
        : null;
    case "delay":
      return status === "confirmed" || status === "in-progress"
        ? null
        : refuse();
    case "resume":
      return status === "delayed" ? null : refuse();
    case "cancel":
      if (status === "completed" || status === "cancelled") return refuse();
      return onBoard ? fail(409, M.onBoardNoCancel) : null;
    case "no-show": {
      if (status !== "in-progress") return refuse();
      if (onBoard) return fail(409, M.onBoardNoShow);
      const at = noShowAvailableAt(trip, options);
      if (at === null) return fail(409, M.arriveFirst);
      return now.getTime() >= at.getTime()
        ? null
        : fail(409, M.noShowWait(options.noShowWaitMinutes));
    }
    case "patient-ready":
      if (trip.direction !== "return" || !trip.willCall)
        return fail(409, M.notWillCall);
      if (time(trip.willCallActivatedAt) !== null)
        return fail(409, M.alreadyReady);
      return status === "pending" ||
        status === "confirmed" ||
        status === "delayed"
        ? null
        : refuse();
  }
}

/** Who may, then whether the trip's state allows it (no input checks): the buttons to show. */
export function checkMove(
  trip: LifecycleTrip,
  event: TripEvent,
  actor: TripActor,
  now: Date,
  options: LifecycleOptions,
): LifecycleFailure | null {
  return checkWho(trip, event, actor) ?? checkState(trip, event, now, options);
}

/** When a no-show may be recorded (the driver's countdown); null before the arrival at pick-up. */
export function noShowAvailableAt(
  trip: Pick<LifecycleTrip, "arrivedAtPickUpAt">,
  options: LifecycleOptions = DEFAULT_LIFECYCLE_OPTIONS,
): Date | null {
  const arrived = time(trip.arrivedAtPickUpAt);
  return arrived === null
    ? null
    : new Date(arrived + options.noShowWaitMinutes * 60_000);
}
