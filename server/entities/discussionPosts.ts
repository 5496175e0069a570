/**
 * A thread's posts (issue 25): the generic four under /discussion-posts. A search names its thread
 * (422 without) and answers oldest first; only the thread's readers see its posts (404, or 403 for a
 * workspace's thread). Only the author edits a post; the author (or a system administrator) deletes
 * one, which keeps its row with an empty body so replies keep their place. The body is sanitised
 * rich text; its mentions notify (§5, server/discussions/mentions.ts).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { discussionPostsApiModule } from "../../domain/modules/discussions";
import { isAdmin } from "../../domain/privileges";
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_POST_MAX,
  discussionPostRowSchema,
  discussionPostUpsertSchema,
} from "../../domain/schemas/discussion";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import { actorNameOf } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import { discussionPosts, discussions } from "../db/schema";
import { forbidden, unprocessable } from "../errors";
import { announceThread } from "../discussions/audience";
import { recordThreadActivity } from "../discussions/changes";
import type { PostRecord } from "../discussions/posts";
import { afterPostWrite } from "../discussions/posts";
import {
  readableThread,
  refuseWorkspaceThread,
  threadById,
  threadScope,
} from "../discussions/reach";
import { richTextSchema } from "../richText/schema";

const api = discussionPostsApiModule.api;

export const discussionPostBodySchema = discussionPostUpsertSchema.extend({
  body: richTextSchema(DISCUSSION_POST_MAX, { required: true }),
});

const isId = (value: string) => z.uuid().safeParse(value).success;

/** A search names its thread: the posts of every thread in reach at once are nobody's list. */
export const DISCUSSION_REQUIRED =
  "A search of discussion posts must name its discussion (discussionId).";

/** The thread a search names (top level or as a string filter). */
function namedThread(request: ParsedSearchRequest): string | undefined {
  const top = (request as Record<string, unknown>).discussionId;
  const inMap = request.additionalStringFilters?.discussionId;
  const value = top ?? inMap;
  return typeof value === "string" && value !== "" ? value : undefined;
}

function requireAuthor(post: PostRecord, user: AuthUser, orAdmin: boolean) {
  if (post.authorId === user.userId) return;
  if (orAdmin && isAdmin(user)) return;
  throw forbidden();
}

/** The thread of a post that exists (its row cascades with the thread). */
async function threadOf(db: Parameters<typeof threadById>[0], id: string) {
  const thread = await threadById(db, id);
  if (!thread) throw new Error(`Post of a missing thread ${id}`);
  return thread;
}

export const discussionPostEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: discussionPosts,
  idColumn: discussionPosts.id,
  idField: api.idField,
  rowSchema: discussionPostRowSchema,
  bodySchema: discussionPostBodySchema,
  rowFields: (record: PostRecord) => ({
    edited: record.editedAt !== null,
    deleted: record.deletedAt !== null,
  }),
  valueFields: (body) => ({
    discussionId: body.discussionId,
    parentPostId: body.parentPostId ?? null,
    body: body.body,
  }),
  sortable: { createdAt: discussionPosts.createdAt },
  defaultSort: "createdAt",
  filters: {
    discussionId: { kind: "uuid", column: discussionPosts.discussionId },
    parentPostId: { kind: "uuid", column: discussionPosts.parentPostId },
  },
  dateColumn: discussionPosts.createdAt,
  access: discussionPostsApiModule.access,
  scope: (user) =>
    inArray(
      discussionPosts.discussionId,
      sql`(select ${discussions.id} from ${discussions} where ${threadScope(user)})`,
    ),
  requiredSearchFilter: { field: "discussionId", message: DISCUSSION_REQUIRED },
  /**
   * A search naming a workspace's thread answers a non-member 403 (as every workspace call does);
   * any other answers only the posts of threads in reach (the scope): a thread out of reach reads
   * as empty.
   */
  searchGuard: async (request, { app, user }) => {
    const discussionId = namedThread(request);
    if (!discussionId || !isId(discussionId)) return;
    const thread = await threadById(app.db, discussionId);
    if (thread?.modelType === "workspace")
      await readableThread(app.db, user, discussionId);
  },
  // A post of a workspace's thread out of reach is 403 to a non-member, as its thread is.
  refuseOutOfScope: async (id, { app, user }) => {
    if (!isId(id)) return;
    const [found] = await app.db
      .select({ discussionId: discussionPosts.discussionId })
      .from(discussionPosts)
      .where(eq(discussionPosts.id, id))
      .limit(1);
    if (found) await refuseWorkspaceThread(app.db, user, found.discussionId);
  },
  beforeWrite: async (body, existing, { app, user }) => {
    if (existing) {
      requireAuthor(existing, user, false);
      if (existing.deletedAt) throw unprocessable(DISCUSSION_MESSAGES.deleted);
      if (body.discussionId !== existing.discussionId)
        throw unprocessable(DISCUSSION_MESSAGES.moved, [
          { field: "discussionId", message: DISCUSSION_MESSAGES.moved },
        ]);
      return;
    }
    await readableThread(app.db, user, body.discussionId);
  },
  prepareValues: async (_body, _values, existing, { user }) => ({
    values: existing
      ? { editedAt: new Date() }
      : { authorId: user.userId, authorName: actorNameOf(user) },
  }),
  onCreated: async (record, _body, { user, tx }) => {
    await afterPostWrite(
      tx,
      user,
      await threadOf(tx, record.discussionId),
      record,
      null,
    );
  },
  onUpdated: async (updated, existing, _body, { user, tx }) => {
    await afterPostWrite(
      tx,
      user,
      await threadOf(tx, updated.discussionId),
      updated,
      existing,
    );
  },
  beforeDelete: (existing, { user }) => requireAuthor(existing, user, true),
  /**
   * The generic delete removes the row; a deleted post keeps its place ("Post deleted") for its
   * replies, so the same transaction puts it back empty, marked deleted.
   */
  onDeleted: async (record, { user, tx }) => {
    const [kept] = await tx
      .insert(discussionPosts)
      .values({
        ...record,
        body: "",
        deletedAt: record.deletedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const thread = await threadOf(tx, record.discussionId);
    await recordThreadActivity(
      tx,
      user,
      thread,
      "post-deleted",
      { discussionPostId: record.id, deletedAt: null },
      { discussionPostId: kept.id, deletedAt: kept.deletedAt },
    );
    await announceThread(tx, thread, [record.id]);
  },
});
