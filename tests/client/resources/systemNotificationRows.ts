/** System notification rows for the admin screens' and the banner's tests. */
import type { SystemNotificationRow } from "../../../resources/systemNotifications/systemNotificationModel";

export const SYSTEM_NOTIFICATION_ID = "5d0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a01";

export function buildSystemNotificationRow(
  overrides: Partial<SystemNotificationRow> = {},
): SystemNotificationRow {
  const id = overrides.id ?? SYSTEM_NOTIFICATION_ID;
  return {
    _id: id,
    id,
    notificationSystemId: id,
    message: "Maintenance on Sunday from 6 to 8.",
    active: true,
    displayOnce: false,
    notificationSystemType: "warning",
    startDisplayAt: null,
    endDisplayAt: null,
    modelType: null,
    modelId: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}
