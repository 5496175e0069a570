import { FAILURE_PREFIXES } from "../errors";
import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";

const modifyNotifications = { privileges: [P.modifyNotifications] };

/**
 * The page path of a system notification's edit screen, relative to the record base (§2:
 * admin/notifications/:notificationId, not the usual upsert/:id).
 */
export const SYSTEM_NOTIFICATION_EDIT = ":notificationId";

/**
 * System notifications (§2: admin/notifications, create, :notificationId; §3, §7, issue 25): banners
 * administrators show to every signed-in user. Not a discussions feature: no toggle. The banner's
 * own calls (current, dismiss) are open to every signed-in user (server/systemNotifications).
 */
export const systemNotificationsModule = defineModule({
  name: "admin/notifications",
  folder: "systemNotifications",
  screens: { upsert: false, pages: [SYSTEM_NOTIFICATION_EDIT] },
  api: {
    prefix: "/notifications/system",
    idField: "notificationSystemId",
    entity: "Notification",
    failurePrefixes: {
      create: FAILURE_PREFIXES.createSystemNotification,
      update: FAILURE_PREFIXES.updateNotification,
      updateMany: FAILURE_PREFIXES.updateNotification,
    },
  },
  access: {
    read: modifyNotifications,
    write: modifyNotifications,
    delete: modifyNotifications,
  },
  menu: [
    {
      key: "systemNotifications",
      group: "systemAdmin",
      position: 4,
      gate: modifyNotifications,
    },
  ],
});

/** Where a system notification is edited: /admin/notifications/:notificationId (§2). */
export const systemNotificationEditPath = (id: string | number) =>
  systemNotificationsModule.paths.show(id);
