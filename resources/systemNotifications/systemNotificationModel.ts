/** Data shaping between system notification rows and the upsert body the form edits. */
import type {
  SystemNotification,
  SystemNotificationUpsert,
} from "../../domain/schemas/systemNotification";
import { SYSTEM_NOTIFICATION_TYPES } from "../../domain/schemas/systemNotification";
import { systemNotificationsModule } from "../../domain/modules/systemNotifications";

export type SystemNotificationRow = SystemNotification;

export const systemNotificationDefaults: SystemNotificationUpsert = {
  message: "",
  active: true,
  displayOnce: false,
  notificationSystemType: "info",
  startDisplayAt: null,
  endDisplayAt: null,
  modelType: null,
  modelId: null,
};

/** The form values for a row; a new notification starts from the defaults. */
export function toSystemNotificationForm(
  row: SystemNotificationRow | null | undefined,
): SystemNotificationUpsert {
  if (!row) return { ...systemNotificationDefaults };
  return {
    notificationSystemId: row.notificationSystemId,
    message: row.message,
    active: row.active,
    displayOnce: row.displayOnce,
    notificationSystemType:
      row.notificationSystemType as SystemNotificationUpsert["notificationSystemType"],
    startDisplayAt: row.startDisplayAt,
    endDisplayAt: row.endDisplayAt,
    modelType: row.modelType as SystemNotificationUpsert["modelType"],
    modelId: row.modelId,
  };
}

/** A date-time input's local text as the instant the schema wants (ISO 8601); empty is none. */
export function localToIso(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export const typeChoices = SYSTEM_NOTIFICATION_TYPES.map((type) => ({
  id: type,
  name: systemNotificationsModule.key(`types.${type}`),
}));
