/** Data shaping between feature rows (featureCode…) and the upsert body the form edits ({code…}). */
import type { Feature, FeatureUpsert } from "../../domain/schemas/feature";

export type FeatureRow = Pick<
  Feature,
  | "id"
  | "featureId"
  | "featureCode"
  | "featureTitle"
  | "featureDescription"
  | "active"
>;

export const featureDefaults: FeatureUpsert = {
  code: "",
  title: "",
  description: "",
  active: false,
};

/** The form values for a row; a new feature starts from the defaults. */
export function toFeatureForm(
  row: FeatureRow | null | undefined,
): FeatureUpsert {
  if (!row) return { ...featureDefaults };
  return {
    id: String(row.id),
    code: row.featureCode,
    title: row.featureTitle,
    description: row.featureDescription ?? "",
    active: row.active,
  };
}
