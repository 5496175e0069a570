import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const modifyAttributes = { privileges: [P.modifyAttributes] };
const attributesAccess = {
  read: modifyAttributes,
  write: modifyAttributes,
  delete: modifyAttributes,
};

/**
 * Where an attribute is edited and where a choice attribute's values are managed, relative to the
 * record base (§2: admin/attribute/:attributeId and admin/attribute/values/:attributeId, not the
 * usual upsert/:id).
 */
export const ATTRIBUTE_EDIT = ":attributeId";
export const ATTRIBUTE_VALUES = "values/:attributeId";

/**
 * Attributes (§2, issue 28): the extra fields an administrator defines for patients, trips,
 * vehicles, drivers and facilities. The definitions every form reads come from
 * POST /attributes/for-entity (any signed-in user); the generic four need modify-attributes.
 */
export const attributesModule = defineModule({
  name: "admin/attributes",
  recordBase: "admin/attribute",
  folder: "attributes",
  screens: { upsert: false, pages: [ATTRIBUTE_EDIT, ATTRIBUTE_VALUES] },
  api: {
    prefix: "/attributes",
    idField: "attributeId",
    entity: "Attribute",
  },
  access: attributesAccess,
  menu: [
    {
      key: "attributes",
      group: "systemAdmin",
      position: 2,
      gate: modifyAttributes,
    },
  ],
  moduleGates: { [`${S}/attribute`]: modifyAttributes },
});

/** The allowed values of a choice attribute (managed at admin/attribute/values/:attributeId). */
export const attributeValuesModule = defineModule({
  name: "admin/attribute-values",
  api: {
    prefix: "/attribute-values",
    idField: "attributeValueId",
    entity: "Attribute Value",
  },
  access: attributesAccess,
});

/** Where an attribute is edited: /admin/attribute/:attributeId (§2). */
export const attributeEditPath = (id: string | number) =>
  attributesModule.paths.show(id);

/** Where a choice attribute's values are managed: /admin/attribute/values/:attributeId (§2). */
export const attributeValuesPath = (id: string | number) =>
  attributesModule.paths.page("values", id);
