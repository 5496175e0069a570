import {
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { parseOptionalId } from "../../forms/parseOptionalId";
import { insuranceProvidersModule } from "../../../domain/modules/insuranceProviders";
import { patientsModule } from "../../../domain/modules/patients";

/** The insurer and the policy number (required together, as the schema says). */
export function PatientInsuranceInputs() {
  const translate = useTranslate();
  return (
    <>
      <ReferenceInput
        source="insuranceProviderId"
        reference={insuranceProvidersModule.name}
        sort={{ field: "name", order: "ASC" }}
      >
        <SelectInput
          optionText="name"
          parse={parseOptionalId}
          emptyText={translate(`resources.${patientsModule.name}.values.none`)}
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="insurancePolicyId" fullWidth />
    </>
  );
}
