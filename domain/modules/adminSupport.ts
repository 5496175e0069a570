import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

/** Administration of support requests (§2), not built yet. */
export const adminSupportModule = defineModule({
  name: "admin/support",
  menu: [
    {
      key: "support",
      path: `${S}/support`,
      group: "systemAdmin",
      position: 5,
      gate: { privileges: [P.modifySupport] },
    },
  ],
  pending: { titleKey: "app.menu.support", routes: [`${S}/support`] },
});
