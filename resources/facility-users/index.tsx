import { displayName } from "../../domain/users";
import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { FacilityUserCreate } from "./FacilityUserCreate";
import { FacilityUserEdit } from "./FacilityUserEdit";
import { FacilityUserList } from "./FacilityUserList";
import type { FacilityUserRow } from "./facilityUserModel";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at admin/transport/facility-users; create and
 * upsert/:id under admin/transport/facility-user (src/routes.tsx).
 */
const facilityUsers: ResourceDefinition = {
  list: FacilityUserList,
  create: FacilityUserCreate,
  edit: FacilityUserEdit,
  recordRepresentation: (record: FacilityUserRow) => displayName(record),
};
export default facilityUsers;
