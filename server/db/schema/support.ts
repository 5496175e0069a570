/**
 * Support requests (issue 28): what a signed-in user asks of the support staff, the conversation of
 * replies (its own, so support keeps working with discussions switched off), and the files attached
 * to a request or a reply (the document factory's support kind, server/documents).
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";
import { documentColumns } from "./documentColumns";

export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human-readable, shown as "#1042"; from a sequence, never reused. */
    number: integer("number")
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 1001 }),
    requesterUserId: uuid("requester_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    subject: text("subject").notNull(),
    /** account, booking, billing, driver-app or other */
    category: text("category").notNull(),
    /** Sanitised rich text (server/richText). */
    description: text("description").notNull().default(""),
    /** The page the requester was on when they asked (captured by the client). */
    pageUrl: text("page_url"),
    /** new, in-progress, waiting-for-requester, resolved or closed */
    status: text("status").notNull().default("new"),
    /** low, normal, high or urgent */
    priority: text("priority").notNull().default("normal"),
    assigneeUserId: uuid("assignee_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    resolvedAt: at("resolved_at"),
    /** The requester's answer to "was it solved?" after a resolve; null until they answer. */
    solved: boolean("solved"),
    /** When the last reply was written (the queue's "latest activity"). */
    lastReplyAt: at("last_reply_at"),
    /** Subject, the number and the description's text, lower-cased: the queue's search box. */
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("support_requests_requester_idx").on(
      t.requesterUserId,
      t.updatedAt,
      t.id,
    ),
    index("support_requests_status_idx").on(t.status, t.updatedAt, t.id),
    index("support_requests_assignee_idx").on(
      t.assigneeUserId,
      t.updatedAt,
      t.id,
    ),
    index("support_requests_priority_idx").on(t.priority, t.updatedAt, t.id),
    index("support_requests_category_idx").on(t.category, t.updatedAt, t.id),
    index("support_requests_updated_at_idx").on(t.updatedAt, t.id),
    index("support_requests_created_at_idx").on(t.createdAt, t.id),
    index("support_requests_number_idx").on(t.number, t.id),
    index("support_requests_subject_idx").on(t.subject, t.id),
    index("support_requests_search_trgm")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const supportReplies = pgTable(
  "support_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supportRequestId: uuid("support_request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Sanitised rich text (server/richText). */
    body: text("body").notNull(),
    /** Written by support staff (modify-support) rather than the requester. */
    fromStaff: boolean("from_staff").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("support_replies_created_at_idx").on(t.createdAt, t.id),
    index("support_replies_request_idx").on(
      t.supportRequestId,
      t.createdAt,
      t.id,
    ),
  ],
);

/** A file attached to a request (replyId null) or to one of its replies. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supportRequestId: uuid("support_request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id").references(() => supportReplies.id, {
      onDelete: "cascade",
    }),
    /** "attachment" (the document factory's columns name a type). */
    ...documentColumns(),
  },
  (t) => [
    index("support_attachments_request_idx").on(
      t.supportRequestId,
      t.createdAt,
      t.id,
    ),
    index("support_attachments_storage_key_idx").on(t.storageKey),
    index("support_attachments_search_trgm")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);
