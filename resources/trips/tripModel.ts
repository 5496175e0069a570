/**
 * The pure half of the trips list and trip page: labels, the §7 filter shapes, the date-range
 * conversion and the status and milestone timeline. Status colours and money live with the shared
 * widgets (src/widgets/trips/tripWidgetsModel.ts), which Payment Records reads too.
 */
import type { Mobility } from "../../domain/mobility";
import { mobilityOf } from "../../domain/mobility";
import dayjs from "dayjs";
import type { SortPayload } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import {
  hasRole,
  isFacilityScoped,
  NO_FACILITY_FOUND,
  ROLES,
} from "../../domain/privileges";
import type { Trip } from "../../domain/schemas/trip";
import type { User } from "../../domain/schemas/user";
import { DATE_FORMATS } from "../../src/widgets/dateFormats";

export type TripRecord = Trip & { id: string };

export const tripKey = (relative: string): string => tripsModule.key(relative);

/** §7: the first load is sorted by pick-up time, latest first. */
export const DEFAULT_TRIP_SORT: SortPayload = {
  field: "pickUpDatetime",
  order: "DESC",
};

/**
 * §6's own filter of a role's /trips/all, sent in every search body as the spec's clients do: a
 * driver asks for their trips (driverId), a nurse and a facility admin for their facility's
 * (facilityId, or the sentinel NO_FACILITY_FOUND when they have none). The server scopes the rows
 * whatever the body says (server/trips/scope.ts); this keeps the request the spec's (issue 22).
 */
export function roleTripFilter(
  user: Pick<User, "roles" | "driverDetail" | "facilityUserDetail"> | null,
): { additionalStringFilters: Record<string, string> } | undefined {
  if (isFacilityScoped(user))
    return {
      additionalStringFilters: {
        facilityId: user?.facilityUserDetail?.facilityId ?? NO_FACILITY_FOUND,
      },
    };
  const driverId = user?.driverDetail?.driverId;
  if (hasRole(user, ROLES.driver) && driverId)
    return { additionalStringFilters: { driverId } };
  return undefined;
}

/**
 * The list's filter sources are their place in the §7 search body, so the data provider's
 * pass-through puts each where §7 wants it: {additionalArrayFilters: {tripStatuses: […]}}.
 */
export const FILTER_SOURCES = {
  statuses: "additionalArrayFilters.tripStatuses",
  outcomes: "additionalArrayFilters.outcomeCodes",
  punctuality: "additionalStringFilters.pickUpPunctuality",
  fromDate: "dateFilterRequest.fromDate",
  toDate: "dateFilterRequest.toDate",
  bookingType: "additionalStringFilters.bookingType",
  facility: "additionalStringFilters.facilityId",
  driver: "additionalStringFilters.driverId",
  wheelchair: "additionalBooleanFilters.wheelchairTrip",
  stretcher: "additionalBooleanFilters.stretcherTrip",
} as const;

// The date filters' day ↔ instant conversions are shared (the document library uses them too).
export {
  fromDateFromBody,
  fromDateToBody,
  toDateFromBody,
  toDateToBody,
} from "../../src/widgets/dateRangeBody";

export const patientName = (trip: Pick<Trip, "patient">): string | null =>
  trip.patient
    ? `${trip.patient.firstName} ${trip.patient.lastName}`.trim()
    : null;

/**
 * What a trip needs, as keys of resources.trips/all.equipment: its mobility (ambulatory, wheelchair
 * or stretcher: domain/mobility.ts), then oxygen.
 */
export function equipmentOf(
  trip: Pick<Trip, "wheelchairTrip" | "stretcherTrip"> &
    Partial<Pick<Trip, "oxygen">>,
): (Mobility | "oxygen")[] {
  return [mobilityOf(trip), ...(trip.oxygen ? (["oxygen"] as const) : [])];
}

/** One address on one line: "12 Elm Street, Apt 2, Columbus, OH 43215". */
export function addressLine(address: Trip["pickUpAddress"]): string {
  return [
    address.line1,
    address.line2,
    address.city,
    `${address.state} ${address.postalCode}`,
  ]
    .filter((part) => !!part && part.trim() !== "")
    .join(", ");
}

export type TimelineStepKey =
  | "requested"
  | "confirmed"
  | "started"
  | "arrivedAtPickUp"
  | "patientOnBoard"
  | "arrivedAtDropOff"
  | "completed"
  | "cancelled";

export interface TimelineStep {
  key: TimelineStepKey;
  at: string | null;
  /** Who did it, when the trip records it (confirmedBy, cancelledBy). */
  by?: string | null;
  /** Begin recorded by an administrator for the driver. */
  onBehalf?: boolean;
}

/**
 * The status and milestone timeline of a trip, in the order a trip lives it. The end is
 * "cancelled" for a cancelled trip (with who and when), else "completed". Steps not reached yet
 * have `at: null`; a cancelled trip leaves out the road steps it never made.
 */
export function tripTimeline(trip: Trip): TimelineStep[] {
  const road: TimelineStep[] = [
    {
      key: "started",
      at: trip.tripStartedAt,
      onBehalf: trip.startedOnBehalf,
    },
    { key: "arrivedAtPickUp", at: trip.arrivedAtPickUpAt },
    { key: "patientOnBoard", at: trip.patientOnBoardAt },
    { key: "arrivedAtDropOff", at: trip.arrivedAtDropOffAt },
  ];
  const cancelled = trip.tripStatus === "cancelled";
  return [
    { key: "requested", at: trip.createdAt },
    { key: "confirmed", at: trip.confirmedAt, by: trip.confirmedBy },
    ...(cancelled ? road.filter((s) => s.at) : road),
    cancelled
      ? { key: "cancelled", at: trip.cancelledAt, by: trip.cancelledBy }
      : { key: "completed", at: trip.tripEndedAt },
  ];
}

/** An activity's before/after value as one short line of text ("—" when empty). */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") {
    // Instants read as the list shows them.
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
      const date = dayjs(value);
      if (date.isValid()) return date.format(`${DATE_FORMATS.iso} HH:mm`);
    }
    return value;
  }
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  if (typeof value === "object" && "line1" in value && "name" in value) {
    const place = value as Trip["pickUpAddress"];
    return `${place.name}: ${addressLine(place)}`;
  }
  return JSON.stringify(value);
}

/** Which activity records each timeline step (its who, where and how). */
const STEP_OF_ACTION: Readonly<Record<string, TimelineStepKey>> = {
  created: "requested",
  confirm: "confirmed",
  begin: "started",
  arrived: "arrivedAtPickUp",
  "on-board": "patientOnBoard",
  "arrived-dropoff": "arrivedAtDropOff",
  complete: "completed",
  cancel: "cancelled",
  "no-show": "cancelled",
};

/** The latest activity of each timeline step (activities in any order). */
export function stepActivities<A extends { action: string; createdAt: string }>(
  activities: readonly A[],
): Map<TimelineStepKey, A> {
  const out = new Map<TimelineStepKey, A>();
  for (const activity of activities) {
    const step = Object.hasOwn(STEP_OF_ACTION, activity.action)
      ? STEP_OF_ACTION[activity.action]
      : undefined;
    if (!step) continue;
    const seen = out.get(step);
    if (!seen || seen.createdAt < activity.createdAt) out.set(step, activity);
  }
  return out;
}

/** "39.96120, -83.00070": a recorded position, to five decimals (about a metre). */
export const positionText = (latitude: number, longitude: number): string =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
