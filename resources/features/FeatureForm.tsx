import { featureUpsertSchema } from "../../domain/schemas/feature";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { FeatureInputs } from "./FeatureInputs";
import type { FeatureRow } from "./featureModel";
import { toFeatureForm } from "./featureModel";

/**
 * The feature form of both shells. Rows say featureCode/featureTitle, the upsert body says
 * code/title, so the form edits the body shape and validates it with the server's own schema.
 */
export function FeatureForm() {
  return (
    <ResourceForm<FeatureRow>
      schema={featureUpsertSchema}
      toForm={toFeatureForm}
    >
      <FeatureInputs />
    </ResourceForm>
  );
}
