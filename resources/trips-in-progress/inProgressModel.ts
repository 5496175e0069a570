/** The pure half of /trips/in-progress: what the list asks for and each trip's latest milestone. */
import type { Trip } from "../../domain/schemas/trip";
import type { MapMarker } from "../../src/widgets/maps/mapModel";

/** §7 search filters: only trips now in progress. */
export const IN_PROGRESS_FILTER = {
  additionalArrayFilters: { tripStatuses: ["in-progress"] },
} as const;

/** The list follows the road: it is re-read this often while open. */
export const IN_PROGRESS_REFRESH_MS = 30_000;

export const MILESTONES = [
  "begun",
  "arrivedAtPickUp",
  "patientOnBoard",
  "arrivedAtDropOff",
] as const;
export type Milestone = (typeof MILESTONES)[number];

type MilestoneFields = Pick<
  Trip,
  | "tripStartedAt"
  | "arrivedAtPickUpAt"
  | "patientOnBoardAt"
  | "arrivedAtDropOffAt"
>;

const MILESTONE_FIELD: Record<Milestone, keyof MilestoneFields> = {
  begun: "tripStartedAt",
  arrivedAtPickUp: "arrivedAtPickUpAt",
  patientOnBoard: "patientOnBoardAt",
  arrivedAtDropOff: "arrivedAtDropOffAt",
};

/**
 * The furthest step the driver recorded, and when. Steps happen in order, so the last one set is
 * the latest; null for a trip that carries no stamp at all (never expected once in progress).
 */
export function lastMilestone(
  trip: MilestoneFields,
): { milestone: Milestone; at: string } | null {
  for (const milestone of [...MILESTONES].reverse()) {
    const at = trip[MILESTONE_FIELD[milestone]];
    if (at) return { milestone, at };
  }
  return null;
}

export const patientName = (trip: Pick<Trip, "patient">): string | null =>
  trip.patient ? `${trip.patient.firstName} ${trip.patient.lastName}` : null;

/** A map marker per trip whose driver has reported a position (issue 10). */
export function vehicleMarkers(
  trips: readonly Trip[],
  href: (tripId: string) => string,
): MapMarker[] {
  return trips.flatMap((trip) =>
    trip.lastPosition
      ? [
          {
            id: trip.tripId,
            kind: "vehicle" as const,
            latitude: trip.lastPosition.latitude,
            longitude: trip.lastPosition.longitude,
            accuracy: trip.lastPosition.accuracy,
            label: `${patientName(trip) ?? ""} · ${trip.routeLocationPair.destinationName}`,
            href: href(trip.tripId),
          },
        ]
      : [],
  );
}
