import { TripCreate } from "./TripCreate";
import { TripDocumentsPage } from "./TripDocumentsPage";
import { TripEdit } from "./TripEdit";
import { TripList } from "./TripList";
import { TripManagementPage } from "./TripManagementPage";
import { TripShow } from "./TripShow";
import { recordRepresentation } from "./representation";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at /trips/all; create, upsert/:id, :id,
 * documents/:id and management/:id under /trip (§2).
 */
export default {
  list: TripList,
  recordRepresentation,
  create: TripCreate,
  edit: TripEdit,
  show: TripShow,
  pages: {
    "documents/:id": TripDocumentsPage,
    "management/:id": TripManagementPage,
  },
};
