/**
 * The pure half of the trip page's office actions (modify-trips): which lifecycle events the page
 * offers, when a driver and vehicle may be assigned, and how the look-ups name drivers and vehicles.
 */
import { CLIENT_SCREENS } from "../../domain/activityScreens";
import type { LifecycleOptions, TripActor } from "../../domain/tripLifecycle";
import {
  availableEvents,
  DEFAULT_LIFECYCLE_OPTIONS,
} from "../../domain/tripLifecycle";
import type { Driver } from "../../domain/schemas/driver";
import type { Trip, TripEvent, TripStatus } from "../../domain/schemas/trip";
import type { Vehicle } from "../../domain/schemas/vehicle";
import { tripsModule } from "../../domain/modules/trips";

/** The screen recorded in each change's activity (issue 9: "from which screen"). */
export const TRIP_PAGE_SCREEN = CLIENT_SCREENS.tripPage;

/** i18n key under resources.trips/all.dispatch. */
export const dispatchKey = (relative: string): string =>
  tripsModule.key(`dispatch.${relative}`);

/**
 * The office's events, in the order the buttons show. The road steps (begin, milestones, complete,
 * no-show) are the driver's page's, even when dispatch records them on the driver's behalf.
 */
export const OFFICE_EVENTS = [
  "confirm",
  "resume",
  "delay",
  "cancel",
] as const satisfies readonly TripEvent[];
export type OfficeEvent = (typeof OFFICE_EVENTS)[number];

/**
 * The office events the lifecycle table allows this actor now; none for anyone without
 * modify-trips (a booker may cancel a pending trip, but not from the office's buttons).
 */
export function officeEvents(
  trip: Trip,
  actor: TripActor,
  now: Date,
  options: LifecycleOptions = DEFAULT_LIFECYCLE_OPTIONS,
): OfficeEvent[] {
  if (!actor.mayModifyTrips) return [];
  const allowed = new Set(availableEvents(trip, actor, now, options));
  return OFFICE_EVENTS.filter((event) => allowed.has(event));
}

/** A trip is (re)assigned while it has not started: pending, confirmed or delayed before it began. */
const ASSIGNABLE: ReadonlySet<TripStatus> = new Set([
  "pending",
  "confirmed",
  "delayed",
]);

export const canAssign = (
  trip: Pick<Trip, "tripStatus">,
  actor: Pick<TripActor, "mayModifyTrips">,
): boolean => actor.mayModifyTrips && ASSIGNABLE.has(trip.tripStatus);

/** Only the look-ups' active rows are offered (the current assignment is shown whatever it is). */
export const ACTIVE_FILTER = { status: "active" } as const;

type Translate = (key: string, options?: object) => string;

export const driverOptionText = (
  driver: Pick<Driver, "firstName" | "lastName">,
): string => `${driver.firstName} ${driver.lastName}`.trim();

/** The equipment a vehicle carries, in words ("wheelchair, stretcher"). */
export function vehicleCapabilities(
  vehicle: Pick<Vehicle, "wheelchairAccessible" | "stretcherCapable">,
  translate: Translate,
): string {
  const caps = [
    ...(vehicle.wheelchairAccessible ? ["wheelchair"] : []),
    ...(vehicle.stretcherCapable ? ["stretcher"] : []),
  ];
  return caps.length === 0
    ? translate(dispatchKey("capabilities.none"))
    : caps.map((c) => translate(dispatchKey(`capabilities.${c}`))).join(", ");
}

/** "NMT 7 · Ford Transit (wheelchair)": the plate first, since that is what the yard reads. */
export const vehicleOptionText = (
  vehicle: Pick<
    Vehicle,
    | "licensePlate"
    | "make"
    | "model"
    | "wheelchairAccessible"
    | "stretcherCapable"
  >,
  translate: Translate,
): string =>
  translate(dispatchKey("vehicleOption"), {
    plate: vehicle.licensePlate,
    make: vehicle.make,
    model: vehicle.model,
    capabilities: vehicleCapabilities(vehicle, translate),
  });
