/**
 * Notifications (§3, §7, issue 25), read-only through the generic calls: POST /notifications/search
 * and GET /notifications/{notificationId} answer the caller's own notifications only (the scope),
 * whatever recipientUserId the body names; another's is 404, as if it did not exist. They are
 * written by the send calls and marked viewed by /markviewed (server/notifications/routes.ts): no
 * upsert or delete by id is offered.
 */
import { eq, isNotNull, isNull } from "drizzle-orm";
import { notificationsModule } from "../../domain/modules/notifications";
import { notificationRowSchema } from "../../domain/schemas/notification";
import { defineEntity } from "../crud/entity";
import { notifications } from "../db/schema";
import { notificationRoutes } from "../notifications/routes";
import { isoOrNull } from "./iso";

/** viewed: false keeps the unread (the badge), true the read ones. */
const viewedIs = (value: string | number | boolean) =>
  value === true || value === "true"
    ? isNotNull(notifications.viewedAt)
    : isNull(notifications.viewedAt);

const m = notificationsModule;

export const notificationEntity = defineEntity({
  entity: m.api.entity,
  prefix: m.api.prefix,
  table: notifications,
  idColumn: notifications.id,
  idField: m.api.idField,
  rowSchema: notificationRowSchema,
  bodySchema: notificationRowSchema.pick({}),
  toValues: () => ({}),
  rowFields: (record) => ({ viewedAt: isoOrNull(record.viewedAt) }),
  sortable: { createdAt: notifications.createdAt },
  defaultSort: "createdAt",
  filters: {
    recipientUserId: { kind: "uuid", column: notifications.recipientUserId },
    viewed: { kind: "boolean", build: viewedIs },
    modelType: { kind: "string", column: notifications.modelType },
    modelId: { kind: "uuid", column: notifications.modelId },
    notificationType: {
      kind: "string",
      column: notifications.notificationType,
    },
    senderUserId: { kind: "uuid", column: notifications.senderUserId },
  },
  dateColumn: notifications.createdAt,
  access: m.access,
  readOnly: true,
  scope: (user) => eq(notifications.recipientUserId, user.userId),
  routes: notificationRoutes,
});
