import { useCallback } from "react";
import { patientUpsertSchema } from "../../domain/schemas/patient";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { PatientInputs } from "../../src/widgets/patients/PatientInputs";
import type { PatientRow } from "./patientModel";
import { toPatientForm } from "./patientModel";
import { useFacilityScope } from "../../src/session/useFacilityScope";

/** The patient form of both shells, validated with the server's own upsert schema. */
export function PatientForm() {
  const { facilityId } = useFacilityScope();
  // A facility admin's or nurse's new patient starts in their facility (the server insists anyway).
  const toForm = useCallback(
    (row: PatientRow | undefined) => toPatientForm(row, facilityId),
    [facilityId],
  );
  return (
    <ResourceForm<PatientRow> schema={patientUpsertSchema} toForm={toForm}>
      <PatientInputs />
    </ResourceForm>
  );
}
