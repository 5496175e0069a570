import { VehicleCreate } from "./VehicleCreate";
import { VehicleDocumentsPage } from "./VehicleDocumentsPage";
import { VehicleEdit } from "./VehicleEdit";
import { VehicleList } from "./VehicleList";
import { VehicleShow } from "./VehicleShow";
import { recordRepresentation } from "./representation";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/vehicles; create, upsert/:id,
 * documents/:id and :id under admin/transport/vehicle (§2).
 */
export default {
  list: VehicleList,
  recordRepresentation,
  create: VehicleCreate,
  edit: VehicleEdit,
  show: VehicleShow,
  pages: { "documents/:id": VehicleDocumentsPage },
};
