import { recordRepresentation } from "./representation";
import { ServiceOrganizationCreate } from "./ServiceOrganizationCreate";
import { ServiceOrganizationEdit } from "./ServiceOrganizationEdit";
import { ServiceOrganizationList } from "./ServiceOrganizationList";

/**
 * Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). There is
 * no show screen: a row opens the organisation's page (custom-pages/services).
 */
export default {
  list: ServiceOrganizationList,
  create: ServiceOrganizationCreate,
  recordRepresentation,
  edit: ServiceOrganizationEdit,
};
