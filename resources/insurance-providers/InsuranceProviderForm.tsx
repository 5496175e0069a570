import { insuranceProviderUpsertSchema } from "../../domain/schemas/insuranceProvider";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { InsuranceProviderInputs } from "./InsuranceProviderInputs";
import type { InsuranceProviderRow } from "./insuranceProviderModel";
import { toInsuranceProviderForm } from "./insuranceProviderModel";

/** The insurance provider form of both shells, validated with the server's own upsert schema. */
export function InsuranceProviderForm() {
  return (
    <ResourceForm<InsuranceProviderRow>
      schema={insuranceProviderUpsertSchema}
      toForm={toInsuranceProviderForm}
    >
      <InsuranceProviderInputs />
    </ResourceForm>
  );
}
