import { ReferenceInput, SelectInput, useTranslate } from "react-admin";
import { parseOptionalId } from "./patientModel";
import { FACILITIES_RESOURCE, PATIENTS_RESOURCE } from "./patientPaths";
import { useFacilityScope } from "../common/useFacilityScope";

/**
 * Transport staff choose the patient's facility (or none); a facility admin or nurse sees their
 * own, fixed: the server puts it on every patient they save (§6).
 */
export function PatientFacilityInput() {
  const translate = useTranslate();
  const { scoped } = useFacilityScope();
  const helper = `resources.${PATIENTS_RESOURCE}.helpers.${scoped ? "ownFacility" : "noFacility"}`;
  return (
    <ReferenceInput
      source="facilityId"
      reference={FACILITIES_RESOURCE}
      sort={{ field: "facilityName", order: "ASC" }}
    >
      <SelectInput
        optionText="facilityName"
        parse={parseOptionalId}
        readOnly={scoped}
        emptyText={translate(`resources.${PATIENTS_RESOURCE}.values.none`)}
        helperText={translate(helper)}
        fullWidth
      />
    </ReferenceInput>
  );
}
