import { BooleanInput, NumberInput, SelectInput, TextInput } from "react-admin";
import { attributesModule as m } from "../../domain/modules/attributes";
import { InputRow } from "../../src/widgets/FormSection";
import { dataTypeChoices, entityTypeChoices } from "./attributeModel";

/**
 * Fields of POST /attributes; labels from resources.admin/attributes.fields. The record type and
 * type are fixed once the attribute exists (the server answers 422 typeFixed otherwise).
 */
export function AttributeInputs({ isNew }: { isNew: boolean }) {
  return (
    <>
      <InputRow>
        <TextInput source="name" fullWidth />
        <TextInput source="code" helperText={m.key("helpers.code")} fullWidth />
      </InputRow>
      <InputRow>
        <SelectInput
          source="entityType"
          choices={entityTypeChoices}
          disabled={!isNew}
          helperText={isNew ? false : m.key("helpers.fixed")}
          sx={{ minWidth: 200 }}
        />
        <SelectInput
          source="dataType"
          choices={dataTypeChoices}
          disabled={!isNew}
          sx={{ minWidth: 200 }}
        />
      </InputRow>
      <TextInput source="description" multiline minRows={2} fullWidth />
      <InputRow>
        <BooleanInput source="required" />
        <BooleanInput source="active" />
        <NumberInput
          source="position"
          min={0}
          step={1}
          sx={{ maxWidth: 160 }}
        />
      </InputRow>
    </>
  );
}
