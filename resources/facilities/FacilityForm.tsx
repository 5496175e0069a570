import { facilityUpsertSchema } from "../../domain/schemas/facility";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { FacilityInputs } from "./FacilityInputs";
import type { FacilityRow } from "./facilityModel";
import { toFacilityForm } from "./facilityModel";

/** The facility form of both shells, validated with the server's own upsert schema. */
export function FacilityForm() {
  return (
    <ResourceForm<FacilityRow>
      schema={facilityUpsertSchema}
      toForm={toFacilityForm}
    >
      <FacilityInputs />
    </ResourceForm>
  );
}
