import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { TripsInProgressList } from "./TripsInProgressList";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at /trips/in-progress. Its records open on
 * the trips pages (/trip/:id, /trip/management/:id), which belong to the trips folder.
 */
const tripsInProgress: ResourceDefinition = { list: TripsInProgressList };
export default tripsInProgress;
