/**
 * What every change of a system notification does inside its transaction (issue 25): one activity
 * row, and the announcement on the "system-notifications" topic to every signed-in socket (the
 * banners re-read the current ones through the API).
 */
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { systemNotifications } from "../db/schema";
import { notifyChange } from "../realtime/publish";
import { ROOMS } from "../realtime/rooms";

export type SystemNotificationRecord = typeof systemNotifications.$inferSelect;

/** The activity record's kind for these rows. */
export const SYSTEM_NOTIFICATION_MODEL_TYPE = "system-notification";

export async function recordSystemNotificationChange(
  tx: Db,
  actor: AuthUser,
  action: string,
  before: SystemNotificationRecord | null,
  after: SystemNotificationRecord | null,
): Promise<void> {
  const id = (after ?? before)?.id;
  if (!id) return;
  await recordActivity(tx, {
    modelType: SYSTEM_NOTIFICATION_MODEL_TYPE,
    modelId: id,
    action,
    actor,
    before,
    after,
  });
  await notifyChange(tx, {
    topic: "system-notifications",
    ids: [id],
    rooms: [ROOMS.everyone],
  });
}
