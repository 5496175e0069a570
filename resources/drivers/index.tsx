import BadgeIcon from "@mui/icons-material/Badge";
import { DriverCreate } from "./DriverCreate";
import { DriverEdit } from "./DriverEdit";
import { DriverList } from "./DriverList";
import type { DriverRow } from "./driverModel";
import { driverName } from "./driverModel";
import { DriverShow } from "./DriverShow";

export {
  DRIVERS_RESOURCE,
  driverEditPath,
  driverShowPath,
} from "./driverPaths";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/drivers, create, upsert/:id
 * and show (:id) under admin/transport/driver (§2).
 */
export default {
  list: DriverList,
  create: DriverCreate,
  edit: DriverEdit,
  show: DriverShow,
  icon: BadgeIcon,
  recordRepresentation: (record: DriverRow) => driverName(record),
};
