import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import { Route } from "react-router-dom";
import { FeatureCreate } from "./FeatureCreate";
import { FeatureEdit } from "./FeatureEdit";
import { FeatureList } from "./FeatureList";
import type { FeatureRow } from "./featureModel";
import { FEATURE_UPSERT_ROUTE } from "./featurePaths";

export { FEATURES_RESOURCE, featureEditPath } from "./featurePaths";

/**
 * Mount as <Resource name={FEATURES_RESOURCE} {...features} />. Edit lives at upsert/:id (§2), a child
 * route, instead of react-admin's default :id edit route.
 */
export default {
  list: FeatureList,
  create: FeatureCreate,
  icon: ToggleOnIcon,
  recordRepresentation: (record: FeatureRow) => record.featureTitle,
  children: <Route path={FEATURE_UPSERT_ROUTE} element={<FeatureEdit />} />,
};
