/** The API row of a system notification (§3): timestamps as ISO strings, the id as notificationSystemId. */
import type { SystemNotification } from "../../domain/schemas/systemNotification";
import { iso, isoOrNull } from "../entities/iso";
import type { SystemNotificationRecord } from "./changes";

export function systemNotificationToRow(
  r: SystemNotificationRecord,
): SystemNotification {
  return {
    _id: r.id,
    id: r.id,
    notificationSystemId: r.id,
    message: r.message,
    active: r.active,
    displayOnce: r.displayOnce,
    notificationSystemType: r.notificationSystemType,
    startDisplayAt: isoOrNull(r.startDisplayAt),
    endDisplayAt: isoOrNull(r.endDisplayAt),
    modelType: r.modelType,
    modelId: r.modelId,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}
