import { SYSTEM_NOTIFICATION_EDIT } from "../../domain/modules/systemNotifications";
import { SystemNotificationCreate } from "./SystemNotificationCreate";
import { SystemNotificationEdit } from "./SystemNotificationEdit";
import { SystemNotificationList } from "./SystemNotificationList";
import type { SystemNotificationRow } from "./systemNotificationModel";

/**
 * Mounted by src/routing/resourceRoutes.tsx. §2 edits at admin/notifications/:notificationId, so the
 * edit screen is a page of that path (the declaration's `screens.pages`), not the usual upsert/:id.
 */
export default {
  list: SystemNotificationList,
  create: SystemNotificationCreate,
  pages: { [SYSTEM_NOTIFICATION_EDIT]: SystemNotificationEdit },
  recordRepresentation: (record: SystemNotificationRow) => record.message,
};
