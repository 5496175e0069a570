import {
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { parseOptionalId } from "./patientModel";
import {
  INSURANCE_PROVIDERS_RESOURCE,
  PATIENTS_RESOURCE,
} from "./patientPaths";

/** The insurer and the policy number (required together, as the schema says). */
export function PatientInsuranceInputs() {
  const translate = useTranslate();
  return (
    <>
      <ReferenceInput
        source="insuranceProviderId"
        reference={INSURANCE_PROVIDERS_RESOURCE}
        sort={{ field: "name", order: "ASC" }}
      >
        <SelectInput
          optionText="name"
          parse={parseOptionalId}
          emptyText={translate(`resources.${PATIENTS_RESOURCE}.values.none`)}
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="insurancePolicyId" fullWidth />
    </>
  );
}
