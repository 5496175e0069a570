import { DriverCreate } from "./DriverCreate";
import { DriverEdit } from "./DriverEdit";
import { DriverList } from "./DriverList";
import { DriverShow } from "./DriverShow";
import { recordRepresentation } from "./representation";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/drivers, create, upsert/:id
 * and show (:id) under admin/transport/driver (§2).
 */
export default {
  list: DriverList,
  recordRepresentation,
  create: DriverCreate,
  edit: DriverEdit,
  show: DriverShow,
};
