import ToggleOnIcon from "@mui/icons-material/ToggleOn";
import { FeatureCreate } from "./FeatureCreate";
import { FeatureEdit } from "./FeatureEdit";
import { FeatureList } from "./FeatureList";
import type { FeatureRow } from "./featureModel";

export { FEATURES_RESOURCE, featureEditPath } from "./featurePaths";

/** Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). */
export default {
  list: FeatureList,
  create: FeatureCreate,
  icon: ToggleOnIcon,
  recordRepresentation: (record: FeatureRow) => record.featureTitle,
  edit: FeatureEdit,
};
