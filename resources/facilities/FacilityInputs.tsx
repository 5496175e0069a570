import { SelectInput, TextInput } from "react-admin";
import { AddressInputs } from "../../src/widgets/AddressInputs";
import { FACILITY_TYPE_CHOICES } from "./facilityFilters";
import { FormSection, InputRow } from "../../src/widgets/FormSection";
import { facilitiesModule } from "../../domain/modules/facilities";

const section = (name: string) =>
  `resources.${facilitiesModule.name}.sections.${name}`;

/** Fields of the upsert body (POST /facilities); labels come from resources.<name>.fields. */
export function FacilityInputs() {
  return (
    <>
      <FormSection title={section("details")}>
        <TextInput source="facilityName" fullWidth />
        <InputRow>
          <SelectInput
            source="facilityType"
            choices={FACILITY_TYPE_CHOICES}
            sx={{ minWidth: 200 }}
          />
          <TextInput source="phone" type="tel" fullWidth />
        </InputRow>
      </FormSection>
      <FormSection title={section("address")}>
        <AddressInputs />
      </FormSection>
      <FormSection title={section("billing")}>
        <TextInput source="billingContactName" fullWidth />
        <InputRow>
          <TextInput source="billingContactEmail" type="email" fullWidth />
          <TextInput source="billingContactPhone" type="tel" fullWidth />
        </InputRow>
      </FormSection>
    </>
  );
}
