import { AutocompleteInput, TextInput } from "react-admin";
import { InputRow } from "./FormSection";
import { STATE_CHOICES } from "./choices";

/**
 * The flat address fields (addressLine1 … postalCode) shared by the facility and insurance
 * provider forms; labels come from the resource's fields.
 */
export function AddressInputs() {
  return (
    <>
      <TextInput source="addressLine1" fullWidth />
      <TextInput source="addressLine2" fullWidth />
      <InputRow>
        <TextInput source="city" fullWidth />
        <AutocompleteInput
          source="state"
          choices={STATE_CHOICES}
          sx={{ minWidth: 140 }}
        />
        <TextInput source="postalCode" sx={{ minWidth: 140 }} />
      </InputRow>
    </>
  );
}
