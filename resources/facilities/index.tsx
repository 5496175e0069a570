import LocalHospitalIcon from "@mui/icons-material/LocalHospital";
import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { FacilityCreate } from "./FacilityCreate";
import { FacilityEdit } from "./FacilityEdit";
import { FacilityList } from "./FacilityList";
import type { FacilityRow } from "./facilityModel";
import { FacilityShow } from "./FacilityShow";

export {
  FACILITIES_RESOURCE,
  facilityEditPath,
  facilityShowPath,
} from "./facilityPaths";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/facilities; create,
 * upsert/:id and the show page under admin/transport/facility (src/routes.tsx).
 */
const facilities: ResourceDefinition = {
  list: FacilityList,
  create: FacilityCreate,
  edit: FacilityEdit,
  show: FacilityShow,
  icon: LocalHospitalIcon,
  recordRepresentation: (record: FacilityRow) => record.facilityName,
};
export default facilities;
