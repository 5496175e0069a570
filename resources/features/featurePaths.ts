/** Resource name and routes of the feature toggles admin (§2: admin/features, create, upsert/:featureId). */
export const FEATURES_RESOURCE = "admin/features";
export const FEATURES_PATH = `/${FEATURES_RESOURCE}`;
export const FEATURE_CREATE_PATH = `${FEATURES_PATH}/create`;
/** Relative route of the edit screen under the Resource. */
export const FEATURE_UPSERT_ROUTE = "upsert/:id";

export function featureEditPath(id: string | number): string {
  return `${FEATURES_PATH}/upsert/${encodeURIComponent(String(id))}`;
}
