/** Notifications to one user (§3, issue 25): a mention, a message from a colleague. */
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientUserId: uuid("recipient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who sent it (null: the system, or an account since deleted; senderName keeps who it was). */
    senderUserId: uuid("sender_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    senderName: text("sender_name").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    reactionType: text("reaction_type"),
    notificationType: text("notification_type"),
    modelType: text("model_type"),
    modelId: uuid("model_id"),
    viewedAt: at("viewed_at"),
    ...timestamps,
  },
  (t) => [
    // The badge and the list: one user's, newest first, unread first.
    index("notifications_recipient_idx").on(
      t.recipientUserId,
      t.createdAt,
      t.id,
    ),
    index("notifications_recipient_unread_idx").on(
      t.recipientUserId,
      t.viewedAt,
      t.createdAt,
      t.id,
    ),
    // The per-sender cap counts a sender's last minute.
    index("notifications_sender_idx").on(t.senderUserId, t.createdAt),
    index("notifications_created_at_idx").on(t.createdAt, t.id),
  ],
);
