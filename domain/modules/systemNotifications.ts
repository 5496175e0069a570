import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

/** System notifications sent by administrators (§2), not built yet. */
export const systemNotificationsModule = defineModule({
  name: "admin/notifications",
  menu: [
    {
      key: "systemNotifications",
      path: `${S}/notifications`,
      group: "systemAdmin",
      position: 4,
      gate: { privileges: [P.modifyNotifications] },
    },
  ],
  pending: {
    titleKey: "app.menu.systemNotifications",
    routes: [
      `${S}/notifications`,
      `${S}/notifications/create`,
      `${S}/notifications/:notificationId`,
    ],
  },
});
