import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { InsuranceProviderCreate } from "./InsuranceProviderCreate";
import { InsuranceProviderEdit } from "./InsuranceProviderEdit";
import { InsuranceProviderList } from "./InsuranceProviderList";
import { recordRepresentation } from "./representation";

/** Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). */
const insuranceProviders: ResourceDefinition = {
  list: InsuranceProviderList,
  recordRepresentation,
  create: InsuranceProviderCreate,
  edit: InsuranceProviderEdit,
};
export default insuranceProviders;
