import { upsertPath } from "../../src/routing/resourceRoutes";

/** Resource name and routes of the insurance providers admin (§2: list, create, upsert/:id). */
export const INSURANCE_PROVIDERS_RESOURCE =
  "admin/transport/insurance-providers";
export const INSURANCE_PROVIDERS_PATH = `/${INSURANCE_PROVIDERS_RESOURCE}`;
export const INSURANCE_PROVIDER_CREATE_PATH = `${INSURANCE_PROVIDERS_PATH}/create`;

export const insuranceProviderEditPath = (id: string | number) =>
  upsertPath(INSURANCE_PROVIDERS_RESOURCE, id);
