import { useGetList } from "react-admin";
import { activitiesApiModule } from "../../domain/modules/trips";
import type { Activity } from "../../domain/schemas/activity";

/** A trip's changes are few (booking, a handful of steps and edits): one page holds them all. */
export const HISTORY_PAGE_SIZE = 100;

export type ActivityRecord = Activity & { id: string };

/**
 * The trip's history: POST /activities/search {modelType: "trip", modelId}, oldest first. The
 * server answers only for a trip the reader can see.
 */
export function useTripActivities(tripId: string | undefined) {
  return useGetList<ActivityRecord>(
    activitiesApiModule.name,
    {
      // Its changes only: reads and exports (issue 11) are the access record's, not its history.
      filter: { modelType: "trip", modelId: tripId, changesOnly: true },
      sort: { field: "createdAt", order: "ASC" },
      pagination: { page: 1, perPage: HISTORY_PAGE_SIZE },
    },
    { enabled: !!tripId, retry: false },
  );
}
