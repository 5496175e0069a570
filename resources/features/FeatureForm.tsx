import { useMemo } from "react";
import { SimpleForm, useRecordContext } from "react-admin";
import { featureUpsertSchema } from "../../domain/schemas/feature";
import { schemaResolver } from "../../custom-pages/common/schemaResolver";
import { useSaveWithFieldErrors } from "../common/useSaveWithFieldErrors";
import { FeatureInputs } from "./FeatureInputs";
import type { FeatureRow } from "./featureModel";
import { toFeatureForm } from "./featureModel";

const resolver = schemaResolver(featureUpsertSchema);

/**
 * The feature form of both shells. Rows say featureCode/featureTitle, the upsert body says
 * code/title, so the form edits the body shape and validates it with the server's own schema.
 */
export function FeatureForm() {
  const row = useRecordContext<FeatureRow>();
  const record = useMemo(() => toFeatureForm(row), [row]);
  const onSubmit = useSaveWithFieldErrors();
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      noValidate
    >
      <FeatureInputs />
    </SimpleForm>
  );
}
