import { Button } from "@mui/material";
import { Link, useParams } from "react-router-dom";
import { TopToolbar, useRecordContext, useTranslate } from "react-admin";
import {
  attributesModule as m,
  attributeValuesPath,
} from "../../domain/modules/attributes";
import { RecordEdit } from "../../src/forms/RecordScreens";
import { AttributeForm } from "./AttributeForm";
import type { AttributeRow } from "./attributeModel";
import { useRefreshDefinitions } from "./useRefreshDefinitions";

/** A choice attribute's link to its values page. */
function AttributeEditActions() {
  const translate = useTranslate();
  const record = useRecordContext<AttributeRow>();
  if (record?.dataType !== "choice") return null;
  return (
    <TopToolbar>
      <Button component={Link} to={attributeValuesPath(record.id)}>
        {translate(m.key("action.values"))}
      </Button>
    </TopToolbar>
  );
}

/**
 * /admin/attribute/:attributeId (§2, not upsert/:id): toasts 'Attribute updated.' and, from the
 * toolbar, 'Attribute deleted.' (a 409 when records hold values: retire it instead).
 */
export function AttributeEdit() {
  const { attributeId } = useParams();
  const refresh = useRefreshDefinitions();
  return (
    <RecordEdit
      id={attributeId}
      mutationMode="pessimistic"
      redirect="list"
      actions={<AttributeEditActions />}
      mutationOptions={{ onSettled: () => void refresh() }}
    >
      <AttributeForm />
    </RecordEdit>
  );
}
