import { Create } from "react-admin";
import { attributeEditPath } from "../../domain/modules/attributes";
import { AttributeForm } from "./AttributeForm";
import type { AttributeRow } from "./attributeModel";
import { useRefreshDefinitions } from "./useRefreshDefinitions";

/**
 * /admin/attribute/create: toast 'New Attribute created.', then the new attribute's page (where a
 * choice attribute's values are a click away).
 */
export function AttributeCreate() {
  const refresh = useRefreshDefinitions();
  return (
    <Create<AttributeRow>
      mutationMode="pessimistic"
      redirect={(_resource, id) => attributeEditPath(id ?? "")}
      mutationOptions={{ onSettled: () => void refresh() }}
    >
      <AttributeForm />
    </Create>
  );
}
