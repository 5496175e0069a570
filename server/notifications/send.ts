/**
 * Writes notifications and announces them (issue 25), inside the caller's transaction: the send
 * calls use it, and so will discussions' mentions. Each recipient's own user room hears of their own
 * notification ids only (never another's), once the transaction commits.
 *
 * Scale: a list call may reach 10,000 people. The rows go in batches of INSERT_BATCH rows (a
 * statement holds at most 65,535 parameters) and the announcements in batches of NOTIFY_BATCH
 * payloads, each one statement (`pg_notify` over an array), every payload the shared shape of
 * server/realtime/publish.ts and far under PostgreSQL's 8000-byte limit (one id, one room).
 */
import { sql } from "drizzle-orm";
import type { NotificationContent } from "../../domain/schemas/notification";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import type { RealtimeChange } from "../realtime/publish";
import { payloads, REALTIME_CHANNEL } from "../realtime/publish";
import { ROOMS } from "../realtime/rooms";

const INSERT_BATCH = 1000;
const NOTIFY_BATCH = 1000;

export interface NotificationSender {
  /** null: the system. */
  userId: string | null;
  name: string;
}

export interface SentNotification {
  id: string;
  recipientUserId: string;
}

/** The NOTIFY payloads announcing these notifications, each to its recipient's room alone. */
export function announcementsOf(rows: readonly SentNotification[]): string[] {
  return rows.flatMap((row) => {
    const change: RealtimeChange = {
      topic: "notifications",
      ids: [row.id],
      rooms: [ROOMS.user(row.recipientUserId)],
    };
    return payloads(change);
  });
}

/** Sends the payloads in a few statements; delivered once `tx` commits. */
async function announce(tx: Db, rows: readonly SentNotification[]) {
  const all = announcementsOf(rows);
  for (let i = 0; i < all.length; i += NOTIFY_BATCH) {
    const batch = all.slice(i, i + NOTIFY_BATCH);
    await tx.execute(
      sql`select pg_notify(${REALTIME_CHANNEL}, p) from unnest(${sql.param(batch)}::text[]) as p`,
    );
  }
}

/**
 * Inserts one notification per recipient (the caller de-duplicates) and announces each to its
 * recipient; answers the rows written. Run it inside the write's transaction.
 */
export async function sendNotifications(
  tx: Db,
  sender: NotificationSender,
  recipientUserIds: readonly string[],
  content: NotificationContent,
): Promise<SentNotification[]> {
  const sent: SentNotification[] = [];
  for (let i = 0; i < recipientUserIds.length; i += INSERT_BATCH) {
    const values = recipientUserIds
      .slice(i, i + INSERT_BATCH)
      .map((recipientUserId) => ({
        recipientUserId,
        senderUserId: sender.userId,
        senderName: sender.name,
        title: content.title,
        message: content.message,
        reactionType: content.reactionType ?? null,
        notificationType: content.notificationType ?? null,
        modelType: content.modelType ?? null,
        modelId: content.modelId ?? null,
      }));
    sent.push(
      ...(await tx.insert(notifications).values(values).returning({
        id: notifications.id,
        recipientUserId: notifications.recipientUserId,
      })),
    );
  }
  await announce(tx, sent);
  return sent;
}
