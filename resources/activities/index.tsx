import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { ActivityList } from "./ActivityList";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at /admin/activities, and the same list with
 * the model type, or the model type and record, fixed by the path (§2).
 */
const activities: ResourceDefinition = {
  list: ActivityList,
  pages: { ":modelType": ActivityList, ":modelType/:modelId": ActivityList },
};
export default activities;
