/**
 * System notifications (issue 25, §3, §7): the generic four under /notifications/system for
 * holders of modify-notifications ('New Notification created.', 'Notification updated.',
 * 'Notification deleted.'), plus markactive, current and dismiss (server/systemNotifications).
 * Every change is recorded in the activity record and announced to everyone signed in.
 */
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { systemNotificationsModule as m } from "../../domain/modules/systemNotifications";
import {
  systemNotificationRowSchema,
  systemNotificationUpsertSchema,
} from "../../domain/schemas/systemNotification";
import { defineEntity } from "../crud/entity";
import { systemNotifications } from "../db/schema";
import { recordSystemNotificationChange } from "../systemNotifications/changes";
import { systemNotificationToRow } from "../systemNotifications/rows";
import { systemNotificationRoutes } from "../systemNotifications/routes";

const at = (v: string | null) => (v ? new Date(v) : null);

export const systemNotificationEntity = defineEntity({
  entity: m.api.entity,
  prefix: m.api.prefix,
  table: systemNotifications,
  idColumn: systemNotifications.id,
  idField: m.api.idField,
  rowSchema: systemNotificationRowSchema,
  bodySchema: systemNotificationUpsertSchema,
  toRow: systemNotificationToRow,
  toValues: (b) => ({
    message: b.message,
    active: b.active,
    displayOnce: b.displayOnce,
    notificationSystemType: b.notificationSystemType,
    startDisplayAt: at(b.startDisplayAt),
    endDisplayAt: at(b.endDisplayAt),
    modelType: b.modelType,
    modelId: b.modelId,
  }),
  sortable: {
    createdAt: systemNotifications.createdAt,
    updatedAt: systemNotifications.updatedAt,
    startDisplayAt: systemNotifications.startDisplayAt,
  },
  defaultSort: "createdAt",
  filters: {
    active: { kind: "boolean", column: systemNotifications.active },
    displayOnce: { kind: "boolean", column: systemNotifications.displayOnce },
    notificationSystemType: {
      kind: "string",
      column: systemNotifications.notificationSystemType,
    },
  },
  searchColumn: systemNotifications.searchText,
  dateColumn: systemNotifications.createdAt,
  access: m.access,
  createdMessage: SUCCESS_MESSAGES.notificationCreated,
  prepareValues: async (_body, _values, existing, { user }) => ({
    values: existing ? {} : { createdById: user.userId },
  }),
  onCreated: async (record, _body, { user, tx }) =>
    recordSystemNotificationChange(tx, user, "created", null, record),
  onUpdated: async (updated, existing, _body, { user, tx }) =>
    recordSystemNotificationChange(tx, user, "updated", existing, updated),
  onDeleted: async (record, { user, tx }) =>
    recordSystemNotificationChange(tx, user, "deleted", record, null),
  routes: systemNotificationRoutes,
});
