import { BooleanInput, TextInput } from "react-admin";
import { AddressInputs } from "../../src/widgets/AddressInputs";
import { FormSection, InputRow } from "../../src/widgets/FormSection";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";

const section = (name: string) =>
  `resources.${insuranceProvidersModule.name}.sections.${name}`;

/** Fields of the upsert body (POST /insurance-providers); labels from resources.<name>.fields. */
export function InsuranceProviderInputs() {
  return (
    <>
      <FormSection title={section("details")}>
        <TextInput source="name" fullWidth />
        <InputRow>
          <TextInput source="payerId" fullWidth />
          <TextInput source="phone" type="tel" fullWidth />
        </InputRow>
        <TextInput source="email" type="email" fullWidth />
        <BooleanInput source="active" />
      </FormSection>
      <FormSection title={section("address")}>
        <AddressInputs />
      </FormSection>
    </>
  );
}
