import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { FacilityCreate } from "./FacilityCreate";
import { FacilityEdit } from "./FacilityEdit";
import { FacilityList } from "./FacilityList";
import { FacilityShow } from "./FacilityShow";
import { recordRepresentation } from "./representation";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/facilities; create,
 * upsert/:id and the show page under admin/transport/facility (src/routes.tsx).
 */
const facilities: ResourceDefinition = {
  list: FacilityList,
  recordRepresentation,
  create: FacilityCreate,
  edit: FacilityEdit,
  show: FacilityShow,
};
export default facilities;
