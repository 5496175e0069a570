import { BooleanInput, SelectInput, TextInput } from "react-admin";
import {
  SERVICE_NAME_MAX,
  SERVICE_NOTES_MAX,
} from "../../domain/schemas/service";
import { adminServicesModule as m } from "../../domain/modules/adminServices";
import { InputRow } from "../../src/widgets/FormSection";
import { KIND_CHOICES } from "./serviceOrganizationModel";

/** Fields of the upsert body (POST /service-organizations); labels from resources.admin/services.fields. */
export function ServiceOrganizationInputs() {
  return (
    <>
      <TextInput
        source="name"
        isRequired
        slotProps={{ htmlInput: { maxLength: SERVICE_NAME_MAX } }}
        fullWidth
      />
      <InputRow>
        <SelectInput
          source="kind"
          choices={KIND_CHOICES}
          isRequired
          fullWidth
        />
        <TextInput source="contactEmail" type="email" fullWidth />
      </InputRow>
      <TextInput
        source="notes"
        multiline
        minRows={3}
        helperText={m.key("helpers.notes")}
        slotProps={{ htmlInput: { maxLength: SERVICE_NOTES_MAX } }}
        fullWidth
      />
      <BooleanInput source="active" />
    </>
  );
}
