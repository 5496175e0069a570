import { FeatureCreate } from "./FeatureCreate";
import { FeatureEdit } from "./FeatureEdit";
import { FeatureList } from "./FeatureList";
import type { FeatureRow } from "./featureModel";

/** Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). */
export default {
  list: FeatureList,
  create: FeatureCreate,
  recordRepresentation: (record: FeatureRow) => record.featureTitle,
  edit: FeatureEdit,
};
