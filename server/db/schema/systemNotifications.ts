/** System notifications (§3, issue 25): banners administrators show to every signed-in user. */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";

export const systemNotifications = pgTable(
  "system_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    message: text("message").notNull(),
    active: boolean("active").notNull().default(true),
    displayOnce: boolean("display_once").notNull().default(false),
    /** success, info, warning or alert (§4). */
    notificationSystemType: text("notification_system_type")
      .notNull()
      .default("info"),
    startDisplayAt: at("start_display_at"),
    endDisplayAt: at("end_display_at"),
    modelType: text("model_type"),
    modelId: uuid("model_id"),
    /** What the admin list's search box reads (lower-cased message, trigram-indexed). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(message)`),
    createdById: uuid("created_by_id").references(() => users.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("system_notifications_active_idx").on(
      t.active,
      t.startDisplayAt,
      t.id,
    ),
    index("system_notifications_start_idx").on(t.startDisplayAt, t.id),
    index("system_notifications_created_at_idx").on(t.createdAt, t.id),
    index("system_notifications_updated_at_idx").on(t.updatedAt, t.id),
    index("system_notifications_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);

/** A displayOnce banner a user dismissed stays dismissed for them. */
export const systemNotificationDismissals = pgTable(
  "system_notification_dismissals",
  {
    systemNotificationId: uuid("system_notification_id")
      .notNull()
      .references(() => systemNotifications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dismissedAt: at("dismissed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.systemNotificationId, t.userId] }),
    index("system_notification_dismissals_user_idx").on(t.userId),
  ],
);
