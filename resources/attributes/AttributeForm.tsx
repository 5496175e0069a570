import { useRecordContext } from "react-admin";
import { attributeUpsertSchema } from "../../domain/schemas/attribute";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { AttributeInputs } from "./AttributeInputs";
import type { AttributeRow } from "./attributeModel";
import { toAttributeForm } from "./attributeModel";

/** The attribute form of both shells, validated with the server's own upsert schema. */
export function AttributeForm() {
  const row = useRecordContext<AttributeRow>();
  return (
    <ResourceForm<AttributeRow>
      schema={attributeUpsertSchema}
      toForm={toAttributeForm}
    >
      <AttributeInputs isNew={!row?.id} />
    </ResourceForm>
  );
}
