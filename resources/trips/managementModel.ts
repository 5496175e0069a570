/**
 * The pure half of the driver's page (/trip/management/:tripId): whether the page is theirs, which
 * buttons the lifecycle table allows, the no-show wait, the milestones, the maps link and the event body.
 */
import type { ClientScreen } from "../../domain/activityScreens";
import { CLIENT_SCREENS } from "../../domain/activityScreens";
import type { LifecycleOptions, TripActor } from "../../domain/tripLifecycle";
import {
  availableEvents,
  DEFAULT_LIFECYCLE_OPTIONS,
  noShowAvailableAt,
} from "../../domain/tripLifecycle";
import type {
  Trip,
  TripAddress,
  TripEvent,
  TripEventBody,
} from "../../domain/schemas/trip";
import type { StepPosition } from "../../src/session/positionModel";

/** The screen recorded in each step's activity (issue 9: "from which screen"). */
export const MANAGEMENT_SCREEN = CLIENT_SCREENS.management;

/** Whether this page is for them: the assigned driver, or staff recording on the driver's behalf. */
export type PageAccess = "driver" | "onBehalf" | "refused";

export function pageAccess(actor: TripActor): PageAccess {
  if (actor.isAssignedDriver && actor.mayStartStop) return "driver";
  return actor.mayModifyTrips ? "onBehalf" : "refused";
}

/** The road's steps, in order: the one the table allows is the page's big button. */
export const ROAD_STEPS = [
  "begin",
  "arrived",
  "on-board",
  "arrived-dropoff",
  "complete",
] as const satisfies readonly TripEvent[];

/** Steps beside the road: smaller buttons under the main one. */
export const SIDE_STEPS = [
  "resume",
  "delay",
  "no-show",
  "cancel",
] as const satisfies readonly TripEvent[];

export type RoadStep = (typeof ROAD_STEPS)[number];
export type SideStep = (typeof SIDE_STEPS)[number];

export interface PageActions {
  /** The next step on the road, if the table allows one now. */
  primary: RoadStep | null;
  side: SideStep[];
  /** When the no-show button will appear (the driver waits at pick-up); null: no wait running. */
  noShowAt: Date | null;
}

export function pageActions(
  trip: Trip,
  actor: TripActor,
  now: Date,
  options: LifecycleOptions = DEFAULT_LIFECYCLE_OPTIONS,
): PageActions {
  const allowed = new Set(availableEvents(trip, actor, now, options));
  const primary = ROAD_STEPS.find((e) => allowed.has(e)) ?? null;
  const side = SIDE_STEPS.filter((e) => allowed.has(e));
  let noShowAt: Date | null = null;
  if (!allowed.has("no-show")) {
    const at = noShowAvailableAt(trip, options);
    // Only a wait that ends in the button: asked of the table at the end of the wait.
    if (
      at &&
      at > now &&
      availableEvents(trip, actor, at, options).includes("no-show")
    )
      noShowAt = at;
  }
  return { primary, side, noShowAt };
}

/** "9:05" left of the wait (minutes:seconds), never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

export const MILESTONE_STEPS = [
  "tripStartedAt",
  "arrivedAtPickUpAt",
  "patientOnBoardAt",
  "arrivedAtDropOffAt",
  "tripEndedAt",
] as const satisfies readonly (keyof Trip)[];
export type MilestoneStep = (typeof MILESTONE_STEPS)[number];

/** Each milestone with its time (null: not reached yet), in road order. */
export const milestones = (
  trip: Pick<Trip, MilestoneStep>,
): { step: MilestoneStep; at: string | null }[] =>
  MILESTONE_STEPS.map((step) => ({ step, at: trip[step] }));

/** A no-show on an outbound leg with a linked return asks whether to cancel the return too. */
export const asksAboutReturnLeg = (
  trip: Pick<Trip, "direction" | "linkedTripId">,
): boolean => trip.direction === "outbound" && !!trip.linkedTripId;

/** The address on one line: "12 Elm Street, Columbus, OH 43215". */
export const addressLine = (
  a: Omit<TripAddress, "line2"> & { line2?: string | null },
) =>
  [a.line1, a.line2, a.city, `${a.state} ${a.postalCode}`]
    .filter(Boolean)
    .join(", ");

/** Directions in the phone's maps app (Google Maps URLs work on every platform). */
export function mapsLink(
  a: Omit<TripAddress, "line2"> & { line2?: string | null },
): string {
  const destination =
    a.latitude != null && a.longitude != null
      ? `${a.latitude},${a.longitude}`
      : addressLine(a);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Extra inputs some steps carry (reason, signature, return leg). */
export type StepInputs = Pick<
  TripEventBody,
  | "reason"
  | "cancelledByParty"
  | "signature"
  | "unableToSignReason"
  | "cancelReturnLeg"
>;

/** The body of POST /trips/{id}/events: the status shown, the position if any, the screen. */
export function stepBody(
  event: TripEvent,
  trip: Pick<Trip, "tripStatus">,
  position: StepPosition | undefined,
  inputs: StepInputs = {},
  screen: ClientScreen = MANAGEMENT_SCREEN,
): TripEventBody {
  return {
    event,
    expectedTripStatus: trip.tripStatus,
    ...(position ?? {}),
    ...inputs,
    screen,
  };
}
