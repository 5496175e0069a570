import AirportShuttleIcon from "@mui/icons-material/AirportShuttle";
import { VehicleCreate } from "./VehicleCreate";
import { VehicleDocumentsPage } from "./VehicleDocumentsPage";
import { VehicleEdit } from "./VehicleEdit";
import { VehicleList } from "./VehicleList";
import type { VehicleRow } from "./vehicleModel";
import { vehicleLabel } from "./vehicleModel";
import { VehicleShow } from "./VehicleShow";

export {
  VEHICLES_RESOURCE,
  vehicleDocumentsPath,
  vehicleEditPath,
  vehicleShowPath,
} from "./vehiclePaths";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/vehicles; create, upsert/:id,
 * documents/:id and :id under admin/transport/vehicle (§2).
 */
export default {
  list: VehicleList,
  create: VehicleCreate,
  edit: VehicleEdit,
  show: VehicleShow,
  pages: { "documents/:id": VehicleDocumentsPage },
  icon: AirportShuttleIcon,
  recordRepresentation: (record: VehicleRow) => vehicleLabel(record),
};
