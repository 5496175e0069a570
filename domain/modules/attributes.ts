import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const modifyAttributes = { privileges: [P.modifyAttributes] };

/** Attributes and their values (§2), not built yet. */
export const attributesModule = defineModule({
  name: "admin/attributes",
  recordBase: "admin/attribute",
  menu: [
    {
      key: "attributes",
      path: `${S}/attributes`,
      group: "systemAdmin",
      position: 2,
      gate: modifyAttributes,
    },
  ],
  moduleGates: { [`${S}/attribute`]: modifyAttributes },
  pending: {
    titleKey: "app.menu.attributes",
    routes: [
      `${S}/attributes`,
      `${S}/attribute/values/:attributeId`,
      `${S}/attribute/create`,
      `${S}/attribute/:attributeId`,
    ],
  },
});
