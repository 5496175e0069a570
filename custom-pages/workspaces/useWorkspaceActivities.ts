import { useGetList } from "react-admin";
import { activitiesApiModule } from "../../domain/modules/trips";
import type { Activity } from "../../domain/schemas/activity";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";

export type ActivityRow = Activity & { id: string };

const LIVE_QUERIES = [[activitiesApiModule.name]];

/**
 * A workspace's activity (issue 24): POST /activities/search {modelType: "workspace", modelId},
 * which answers the workspace's own changes and those of its tasks and members, newest first, paged.
 * Any change inside the workspace re-reads it.
 */
export function useWorkspaceActivities(
  workspaceId: string,
  page: number,
  perPage: number,
) {
  useLiveRefetch(["workspaces", "workspace-members", "tasks"], LIVE_QUERIES);
  return useGetList<ActivityRow>(
    activitiesApiModule.name,
    {
      filter: { modelType: "workspace", modelId: workspaceId },
      sort: { field: "createdAt", order: "DESC" },
      pagination: { page, perPage },
    },
    { enabled: !!workspaceId, retry: false },
  );
}
