import { facilityUpsertSchema } from "../../domain/schemas/facility";
import { AttributeInputs } from "../../src/widgets/attributes/AttributeInputs";
import { useAttributeResourceForm } from "../../src/widgets/attributes/useAttributeForm";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { FacilityInputs } from "./FacilityInputs";
import type { FacilityRow } from "./facilityModel";
import { toFacilityForm } from "./facilityModel";

/** The facility form of both shells, validated with the server's own upsert schema. */
export function FacilityForm() {
  const form = useAttributeResourceForm(
    "facility",
    facilityUpsertSchema,
    toFacilityForm,
  );
  return (
    <ResourceForm<FacilityRow> {...form}>
      <FacilityInputs />
      <AttributeInputs entityType="facility" />
    </ResourceForm>
  );
}
