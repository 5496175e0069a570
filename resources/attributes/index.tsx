import {
  ATTRIBUTE_EDIT,
  ATTRIBUTE_VALUES,
} from "../../domain/modules/attributes";
import { AttributeCreate } from "./AttributeCreate";
import { AttributeEdit } from "./AttributeEdit";
import { AttributeList } from "./AttributeList";
import { AttributeValuesPage } from "./AttributeValuesPage";
import type { AttributeRow } from "./attributeModel";

/**
 * Mounted by src/routing/resourceRoutes.tsx. §2 edits at admin/attribute/:attributeId and manages a
 * choice's values at admin/attribute/values/:attributeId: both are pages of the declaration's
 * `screens.pages`, not the usual upsert/:id.
 */
export default {
  list: AttributeList,
  create: AttributeCreate,
  pages: {
    [ATTRIBUTE_EDIT]: AttributeEdit,
    [ATTRIBUTE_VALUES]: AttributeValuesPage,
  },
  recordRepresentation: (record: AttributeRow) => record.name,
};
