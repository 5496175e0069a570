import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

/** Administration of services (§2), not built yet. */
export const adminServicesModule = defineModule({
  name: "admin/services",
  menu: [
    {
      key: "services",
      path: `${S}/services`,
      group: "systemAdmin",
      position: 7,
      gate: { adminOnly: true },
    },
  ],
  pending: {
    titleKey: "app.menu.services",
    routes: [
      `${S}/services`,
      `${S}/services/create`,
      `${S}/services/upsert/:id`,
    ],
  },
});
