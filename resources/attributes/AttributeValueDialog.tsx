import {
  BooleanInput,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
} from "react-admin";
import {
  attributesModule as m,
  attributeValuesModule,
} from "../../domain/modules/attributes";
import type { AttributeChoice } from "../../domain/schemas/attribute";
import { attributeValueUpsertSchema } from "../../domain/schemas/attribute";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { InputRow } from "../../src/widgets/FormSection";
import { RecordFormDialog } from "../../src/widgets/RecordFormDialog";
import { toValueForm } from "./attributeModel";

const v = (key: string) => m.key(`values.${key}`);

function ValueInputs({ isNew }: { isNew: boolean }) {
  return (
    <>
      <InputRow>
        <TextInput
          source="value"
          label={v("fields.value")}
          helperText={m.key("helpers.code")}
          disabled={!isNew}
          fullWidth
        />
        <TextInput source="label" label={v("fields.label")} fullWidth />
      </InputRow>
      <InputRow>
        <NumberInput
          source="position"
          label={v("fields.position")}
          min={0}
          step={1}
        />
        <BooleanInput source="active" label={v("fields.active")} />
      </InputRow>
    </>
  );
}

const resolver = schemaResolver(attributeValueUpsertSchema);

/** Save only: a value is retired (its switch on the page), not deleted. */
function ValueForm({
  attributeId,
  choice,
}: {
  attributeId: string;
  choice?: AttributeChoice;
}) {
  const onSubmit = useSaveWithFieldErrors();
  return (
    <SimpleForm
      record={toValueForm(attributeId, choice)}
      resolver={resolver}
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      noValidate
    >
      <ValueInputs isNew={!choice} />
    </SimpleForm>
  );
}

/**
 * Adds a value to a choice attribute, or edits one (its value code is fixed once it exists), through
 * POST /attribute-values; server field errors (409 valueTaken) land on their inputs.
 */
export function AttributeValueDialog({
  attributeId,
  choice,
  onClose,
}: {
  attributeId: string;
  /** The value being edited; none: a new one. */
  choice?: AttributeChoice;
  onClose: (changed: boolean) => void;
}) {
  return (
    <RecordFormDialog
      resource={attributeValuesModule.name}
      id={choice?.attributeValueId}
      record={toValueForm(attributeId)}
      dialogId="attribute-value-dialog"
      title={v(choice ? "editTitle" : "addTitle")}
      createdMessage={v("notifications.created")}
      updatedMessage={v("notifications.updated")}
      onClose={onClose}
    >
      <ValueForm attributeId={attributeId} choice={choice} />
    </RecordFormDialog>
  );
}
