import HealthAndSafetyIcon from "@mui/icons-material/HealthAndSafety";
import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { InsuranceProviderCreate } from "./InsuranceProviderCreate";
import { InsuranceProviderEdit } from "./InsuranceProviderEdit";
import { InsuranceProviderList } from "./InsuranceProviderList";
import type { InsuranceProviderRow } from "./insuranceProviderModel";

export {
  INSURANCE_PROVIDERS_RESOURCE,
  insuranceProviderEditPath,
} from "./insuranceProviderPaths";

/** Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). */
const insuranceProviders: ResourceDefinition = {
  list: InsuranceProviderList,
  create: InsuranceProviderCreate,
  edit: InsuranceProviderEdit,
  icon: HealthAndSafetyIcon,
  recordRepresentation: (record: InsuranceProviderRow) => record.name,
};
export default insuranceProviders;
