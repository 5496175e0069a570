/**
 * Discussions (issue 25): a thread on a record (modelType, modelId) or free-standing (its creator
 * chooses its participants), and its posts in sanitised rich text.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";

export const discussions = pgTable(
  "discussions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The record it is about; both null for a free-standing thread. */
    modelType: text("model_type"),
    modelId: uuid("model_id"),
    createdById: uuid("created_by_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** The latest post's time: lists sort by it (recent first). */
    lastPostAt: at("last_post_at").notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index("discussions_model_idx").on(
      t.modelType,
      t.modelId,
      t.lastPostAt,
      t.id,
    ),
    index("discussions_last_post_idx").on(t.lastPostAt, t.id),
    index("discussions_title_idx").on(t.title, t.id),
    index("discussions_created_at_idx").on(t.createdAt, t.id),
  ],
);

/** Who takes part in a free-standing thread (its readers), and when each last read any thread. */
export const discussionParticipants = pgTable(
  "discussion_participants",
  {
    discussionId: uuid("discussion_id")
      .notNull()
      .references(() => discussions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set for a free-standing thread's chosen readers; false for a reader who only followed one. */
    invited: boolean("invited").notNull().default(true),
    lastReadAt: at("last_read_at"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.discussionId, t.userId] }),
    index("discussion_participants_user_idx").on(t.userId, t.discussionId),
  ],
);

export const discussionPosts = pgTable(
  "discussion_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    discussionId: uuid("discussion_id")
      .notNull()
      .references(() => discussions.id, { onDelete: "cascade" }),
    /** A reply's post; null for a post at the thread's top level. */
    parentPostId: uuid("parent_post_id"),
    authorId: uuid("author_id").references(() => users.id, {
      onDelete: "set null",
    }),
    authorName: text("author_name").notNull(),
    /** Sanitised rich text (server/richText); "" once deleted. */
    body: text("body").notNull(),
    editedAt: at("edited_at"),
    deletedAt: at("deleted_at"),
    ...timestamps,
  },
  (t) => [
    index("discussion_posts_thread_idx").on(t.discussionId, t.createdAt, t.id),
    index("discussion_posts_created_at_idx").on(t.createdAt, t.id),
    index("discussion_posts_author_idx").on(t.authorId, t.createdAt),
  ],
);

/**
 * A user's choice of the mention email digest (issue 25): off (null) by default, else the minutes a
 * mention may stay unread before it is mailed; lastDigestAt keeps one email per run.
 */
export const mentionDigestSettings = pgTable("mention_digest_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  afterMinutes: integer("after_minutes"),
  lastDigestAt: at("last_digest_at"),
  ...timestamps,
});
