/** Notifications (issue 25): how many people one sender may notify; the mention digest's switch. */
import { z } from "zod";
import { bool } from "./shared";

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
  /**
   * Whether this process runs the mention email digest (server/notifications/mentionDigest.ts), when
   * PERIODIC_JOBS is on too. On in several processes is safe: each run is claimed by one.
   */
  MENTION_DIGEST_JOB: bool.default(true),
};
