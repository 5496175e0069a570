/** Notifications (issue 25): how many people one sender may notify. */
import { z } from "zod";

export const notificationSettings = {
  /**
   * Recipients one sender may notify per minute through /notifications/user and /list (a 429 past
   * it); holders of modify-notifications are exempt (announcements to everyone).
   */
  NOTIFICATION_RECIPIENTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(500),
};
