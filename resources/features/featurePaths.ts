import { upsertPath } from "../../src/routing/resourceRoutes";

/** Resource name and routes of the feature toggles admin (§2: admin/features, create, upsert/:featureId). */
export const FEATURES_RESOURCE = "admin/features";
export const FEATURES_PATH = `/${FEATURES_RESOURCE}`;
export const FEATURE_CREATE_PATH = `${FEATURES_PATH}/create`;

export const featureEditPath = (id: string | number) =>
  upsertPath(FEATURES_RESOURCE, id);
