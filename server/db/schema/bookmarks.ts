/** A user's bookmarks of records (§3, issue 25): each user's own. */
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    modelType: text("model_type").notNull(),
    modelId: uuid("model_id").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookmarks_user_record_key").on(
      t.userId,
      t.modelType,
      t.modelId,
    ),
    index("bookmarks_user_name_idx").on(t.userId, t.name, t.id),
    index("bookmarks_name_idx").on(t.name, t.id),
    index("bookmarks_created_at_idx").on(t.createdAt, t.id),
  ],
);
