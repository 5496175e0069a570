import {
  BooleanInput,
  NumberInput,
  required,
  SelectInput,
  TextInput,
} from "react-admin";
import { attributesModule as m } from "../../../domain/modules/attributes";
import type {
  AttributeEntityType,
  AttributeRow,
} from "../../../domain/schemas/attribute";
import { DatePickerInput } from "../DatePickerInput";
import { SectionHeading } from "../FormSection";
import { activeChoices } from "./attributeChoices";
import { useAttributeDefinitions } from "./useAttributeDefinitions";

/** Marks the label only: the form's resolver checks the values (attributeValues.ts). */
const REQUIRED = [required()];

/** The input of one attribute, bound to attributes.<id> (labels are the administrator's names). */
function AttributeInput({ attribute: a }: { attribute: AttributeRow }) {
  const props = {
    source: `attributes.${a.attributeId}`,
    label: a.name,
    helperText: a.description || false,
    validate: a.required ? REQUIRED : undefined,
  };
  switch (a.dataType) {
    case "text":
      return <TextInput {...props} fullWidth />;
    case "number":
      return <NumberInput {...props} fullWidth />;
    case "date":
      return (
        <DatePickerInput {...props} helperText={a.description || undefined} />
      );
    case "boolean":
      return (
        <BooleanInput
          {...props}
          defaultValue={a.required ? false : undefined}
        />
      );
    case "choice":
      return (
        <SelectInput
          {...props}
          choices={activeChoices(a).map((c) => ({
            id: c.value,
            name: c.label,
          }))}
          translateChoice={false}
          fullWidth
        />
      );
  }
}

/**
 * The active attributes of a kind of record, after the form's built-in fields: one input each,
 * bound to `attributes.<id>` of the react-admin form. Nothing while none exist.
 */
export function AttributeInputs({
  entityType,
}: {
  entityType: AttributeEntityType;
}) {
  const { definitions } = useAttributeDefinitions(entityType);
  if (definitions.length === 0) return null;
  return (
    <>
      <SectionHeading title={m.key("record.section")} />
      {definitions.map((a) => (
        <AttributeInput key={a.attributeId} attribute={a} />
      ))}
    </>
  );
}
