/**
 * Discussions (issue 25): a thread on a record (modelType, modelId) or free-standing (participants
 * chosen by its creator), and its posts. The post body is rich text: a plain string here (the form),
 * swapped for server/richText's sanitising field on the server.
 */
import { z } from "zod";
import { MODEL_TYPES } from "../records";
import { requiredText } from "./common";

export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_POST_MAX = 20_000;
export const DISCUSSION_PARTICIPANTS_MAX = 100;
export const MENTIONABLE_LIMIT = 20;

export const DISCUSSION_MESSAGES = {
  modelType: "Choose a kind of record.",
  modelPair:
    "A discussion names both a kind of record and a record, or neither.",
  discussionId: "Choose a discussion.",
  notAuthor: "Only the author may change a post.",
  moved: "A discussion cannot move to another record.",
  participants: "Choose participants among the active users.",
  deleted: "A deleted post cannot be changed.",
} as const;

/** The fields of a thread's upsert; the server swaps firstPost for its sanitising rich-text field. */
export const discussionUpsertShape = {
  discussionId: z.uuid().optional(),
  title: requiredText(DISCUSSION_TITLE_MAX),
  modelType: z
    .enum(MODEL_TYPES, { error: DISCUSSION_MESSAGES.modelType })
    .nullish(),
  modelId: z.uuid().nullish(),
  /** Free-standing threads only: its readers (the creator is always one). */
  participantIds: z.array(z.uuid()).max(DISCUSSION_PARTICIPANTS_MAX).optional(),
  /** Rich text: the thread's first post, created with it. */
  firstPost: z.string().max(DISCUSSION_POST_MAX).optional(),
};

/** A thread names both a record's kind and its id, or neither (free-standing). */
export const bothOrNeither = (b: {
  modelType?: string | null;
  modelId?: string | null;
}) => !b.modelType === !b.modelId;

export const discussionUpsertSchema = z
  .object(discussionUpsertShape)
  .refine(bothOrNeither, {
    message: DISCUSSION_MESSAGES.modelPair,
    path: ["modelId"],
  });
export type DiscussionUpsert = z.input<typeof discussionUpsertSchema>;

export const discussionRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  discussionId: z.string(),
  title: z.string(),
  modelType: z.string().nullable(),
  modelId: z.string().nullable(),
  createdById: z.string().nullable(),
  createdByName: z.string().nullable(),
  lastPostAt: z.string(),
  postCount: z.number(),
  /** A post after my lastReadAt. */
  unread: z.boolean(),
  /** Free-standing threads only (empty for a record's thread). */
  participantIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discussion = z.infer<typeof discussionRowSchema>;

export const discussionPostUpsertSchema = z.object({
  discussionPostId: z.uuid().optional(),
  discussionId: z.uuid({ error: DISCUSSION_MESSAGES.discussionId }),
  parentPostId: z.uuid().nullish(),
  body: z.string().max(DISCUSSION_POST_MAX),
});
export type DiscussionPostUpsert = z.input<typeof discussionPostUpsertSchema>;

export const discussionPostRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  discussionPostId: z.string(),
  discussionId: z.string(),
  parentPostId: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  /** Sanitised HTML; "" once deleted. */
  body: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscussionPost = z.infer<typeof discussionPostRowSchema>;

/** POST /discussions/mentionable: who the thread's readers may mention. */
export const mentionableRequestSchema = z.object({
  discussionId: z.uuid().optional(),
  modelType: z.enum(MODEL_TYPES).optional(),
  modelId: z.uuid().optional(),
  searchTerm: z.string().max(100).default(""),
});
export type MentionableRequest = z.input<typeof mentionableRequestSchema>;

export const mentionableSchema = z.object({
  kind: z.enum(["user", "workspace"]),
  id: z.string(),
  label: z.string(),
});
export type Mentionable = z.infer<typeof mentionableSchema>;
