/**
 * The trip lifecycle (issue 9): ONE pure transition table. Every status change — the upsert's
 * tripStatus, POST /trips/{id}/events, the driver's page — goes through applyTripEvent, so a move is
 * legal or refused the same way whichever call carries it. No I/O: the server loads the trip, builds
 * the actor, applies the answer's `changes` in a conditional update and records the activity.
 *
 *   pending ─confirm→ confirmed ─begin→ in-progress ─complete→ completed
 *   (arrived → on-board → arrived-dropoff are timestamps inside in-progress, in that order)
 *   confirmed | in-progress ─delay→ delayed ─resume→ the status before the delay
 *   any state before the patient is on board ─cancel→ cancelled
 *   in-progress, arrived and waited, not on board ─no-show→ cancelled (outcome no-show)
 *   a will-call return leg not yet activated ─patient-ready→ same status, pick-up time set
 *
 * Who (checked first, 403): confirm, cancel: modify-trips (a request-trips holder may cancel a
 * PENDING trip in their reach — the server has already scoped the trip to them — because nothing
 * was planned for it yet); delay, resume: modify-trips or the assigned driver (the driver is the one
 * who knows the trip runs late; the driver's page offers it); begin, the milestones, complete,
 * no-show: the assigned driver (start-and-stop-trips), or modify-trips recorded on the driver's
 * behalf (onBehalf); patient-ready: request-trips or modify-trips. Then the state (409), then the
 * inputs (422).
 */
import type { TripEvent } from "./schemas/trip";
import { TRIP_EVENTS } from "./schemas/trip";
import { buildChanges, cancellation } from "./tripLifecycleChanges";
import {
  checkMove,
  checkState,
  DRIVER_EVENTS,
  driving,
} from "./tripLifecycleChecks";
import { LIFECYCLE_MESSAGES as M } from "./tripLifecycleRules";
import type {
  LifecycleChanges,
  LifecycleOptions,
  LifecycleResult,
  LifecycleTrip,
  TripActor,
  TripEventInput,
} from "./tripLifecycleTypes";
import { DEFAULT_LIFECYCLE_OPTIONS } from "./tripLifecycleTypes";

export { LATE_CANCEL_HOURS, LIFECYCLE_MESSAGES } from "./tripLifecycleRules";
export { DRIVER_EVENTS, noShowAvailableAt } from "./tripLifecycleChecks";
export { DEFAULT_LIFECYCLE_OPTIONS } from "./tripLifecycleTypes";
export type {
  LifecycleChanges,
  LifecycleFailure,
  LifecycleOptions,
  LifecycleResult,
  LifecycleTrip,
  TripActor,
  TripEventInput,
} from "./tripLifecycleTypes";

/** Apply one event: the fields to write, or why not (403 who, 409 state, 422 input). */
export function applyTripEvent(
  trip: LifecycleTrip,
  input: TripEventInput,
  options: LifecycleOptions = DEFAULT_LIFECYCLE_OPTIONS,
): LifecycleResult {
  const refused = checkMove(trip, input.event, input.actor, input.now, options);
  if (refused) return refused;
  const built = buildChanges(trip, input);
  if ("ok" in built) return built;
  return {
    ok: true,
    changes: built.changes,
    onBehalf: DRIVER_EVENTS.has(input.event) && !driving(input.actor),
  };
}

/** The events this actor may make on this trip now (the buttons of the trip and driver's pages). */
export function availableEvents(
  trip: LifecycleTrip,
  actor: TripActor,
  now: Date,
  options: LifecycleOptions = DEFAULT_LIFECYCLE_OPTIONS,
): TripEvent[] {
  return TRIP_EVENTS.filter(
    (event) => checkMove(trip, event, actor, now, options) === null,
  );
}

/**
 * The event an upsert's status change stands for; null when the status does not change or no
 * single event leads there (the upsert then answers 409 with illegalStatusChangeMessage).
 */
export function eventForStatusChange(
  from: string,
  to: string,
): TripEvent | null {
  if (from === to) return null;
  if (to === "cancelled") return "cancel";
  if (to === "delayed") return "delay";
  if (from === "delayed")
    return to === "confirmed" || to === "in-progress" ? "resume" : null;
  if (from === "pending" && to === "confirmed") return "confirm";
  if (from === "confirmed" && to === "in-progress") return "begin";
  if (from === "in-progress" && to === "completed") return "complete";
  return null;
}

export const illegalStatusChangeMessage = (from: string, to: string): string =>
  M.illegalStatusChange(from, to);

/**
 * The no-show's "cancel the return leg too": the return leg is cancelled by the same person (whose
 * no-show decided it), whether or not they could cancel it by hand; null when it can no longer be
 * cancelled (already finished, cancelled, or the patient is on board).
 */
export function returnLegCancellation(
  returnLeg: LifecycleTrip,
  actorName: string,
  now: Date,
): LifecycleChanges | null {
  if (checkState(returnLeg, "cancel", now, DEFAULT_LIFECYCLE_OPTIONS))
    return null;
  return {
    ...cancellation(actorName, now, M.returnLegReason, "patient"),
    outcomeCode: "cancelled",
  };
}
