import { useCallback } from "react";
import { patientUpsertSchema } from "../../domain/schemas/patient";
import { AttributeInputs } from "../../src/widgets/attributes/AttributeInputs";
import { useAttributeResourceForm } from "../../src/widgets/attributes/useAttributeForm";
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
  const form = useAttributeResourceForm("patient", patientUpsertSchema, toForm);
  return (
    <ResourceForm<PatientRow> {...form}>
      <PatientInputs />
      <AttributeInputs entityType="patient" />
    </ResourceForm>
  );
}
