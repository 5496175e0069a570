import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { PATIENT_ADDRESSES_MAX } from "../../domain/schemas/patient";
import { patientsModule } from "../../domain/modules/patients";

/** The patient's addresses: one to ten, each with a label (Home, Day program…). */
export function PatientAddressInputs() {
  const translate = useTranslate();
  const addresses = useWatch({ name: "addresses" }) as unknown[] | undefined;
  const count = addresses?.length ?? 0;
  return (
    // The form's "Addresses" section heading names the list already.
    <ArrayInput source="addresses" label={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        // The schema allows one to PATIENT_ADDRESSES_MAX: the buttons stop at both ends.
        disableAdd={count >= PATIENT_ADDRESSES_MAX}
        disableRemove={count <= 1}
      >
        <TextInput
          source="label"
          helperText={translate(
            `resources.${patientsModule.name}.helpers.addressLabel`,
          )}
        />
        <TextInput source="line1" />
        <TextInput source="line2" />
        <TextInput source="city" />
        <TextInput
          source="state"
          sx={{ width: 100 }}
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <TextInput source="postalCode" sx={{ width: 140 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
