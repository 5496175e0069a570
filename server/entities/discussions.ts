/**
 * Discussions (issue 25): the generic four under /discussions. A thread is about a record (its
 * reach follows the record's, server/discussions/reach.ts) or free-standing (its creator picks its
 * participants and is always one). A thread may be created with its first post; its creator (or a
 * system administrator) renames or deletes it. Reads by id are recorded in the access record.
 * Extra calls: POST /discussions/{id}/read and /discussions/mentionable (server/discussions/routes.ts).
 */
import type { SQL } from "drizzle-orm";
import { eq, or, sql } from "drizzle-orm";
import { discussionsModule } from "../../domain/modules/discussions";
import { isAdmin } from "../../domain/privileges";
import { isRichTextEmpty } from "../../domain/richText";
import {
  DISCUSSION_MESSAGES,
  DISCUSSION_POST_MAX,
  bothOrNeither,
  discussionRowSchema,
  discussionUpsertShape,
} from "../../domain/schemas/discussion";
import { z } from "zod";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import type { Db } from "../db/client";
import {
  discussionParticipants,
  discussionPosts,
  discussions,
} from "../db/schema";
import { forbidden, notFound, unprocessable } from "../errors";
import { canSee } from "../records/registry";
import { richTextSchema } from "../richText/schema";
import { announceThread } from "../discussions/audience";
import { recordThreadActivity } from "../discussions/changes";
import { insertFirstPost } from "../discussions/posts";
import type { DiscussionRecord } from "../discussions/reach";
import {
  THREAD_KIND,
  refuseWorkspaceThread,
  threadScope,
  usersByIds,
} from "../discussions/reach";
import type { DiscussionRelations } from "../discussions/rows";
import {
  discussionRowFields,
  loadDiscussionRelations,
} from "../discussions/rows";
import { discussionRoutes } from "../discussions/routes";

const api = discussionsModule.api;

const takesPart = (userId: string | number | boolean) =>
  or(
    sql`exists (select 1 from ${discussionParticipants} where ${discussionParticipants.discussionId} = ${discussions.id} and ${discussionParticipants.userId} = ${String(userId)} and ${discussionParticipants.invited})`,
    sql`exists (select 1 from ${discussionPosts} where ${discussionPosts.discussionId} = ${discussions.id} and ${discussionPosts.authorId} = ${String(userId)})`,
  ) as SQL;

/** The upsert as the server parses it: the first post sanitised on the way in. */
export const discussionBodySchema = z
  .object({
    ...discussionUpsertShape,
    firstPost: richTextSchema(DISCUSSION_POST_MAX).optional(),
  })
  .refine(bothOrNeither, {
    message: DISCUSSION_MESSAGES.modelPair,
    path: ["modelId"],
  });
type DiscussionBody = z.output<typeof discussionBodySchema>;

const RECORD_NOT_FOUND = "Record not found.";

/** The creator or a system administrator changes a thread. */
function requireOwner(thread: DiscussionRecord, user: AuthUser): void {
  if (thread.createdById !== user.userId && !isAdmin(user)) throw forbidden();
}

/** A thread on a record needs the record in the caller's reach: 403 for a workspace, else 404. */
async function requireRecord(db: Db, user: AuthUser, body: DiscussionBody) {
  if (!body.modelType || !body.modelId) return;
  if (body.modelType === THREAD_KIND)
    throw unprocessable(DISCUSSION_MESSAGES.modelType, [
      { field: "modelType", message: DISCUSSION_MESSAGES.modelType },
    ]);
  const reach = await canSee(db, user, body.modelType, body.modelId);
  if (reach === "yes") return;
  if (reach === "no" && body.modelType === "workspace") throw forbidden();
  throw notFound(RECORD_NOT_FOUND);
}

/** The invited readers of a free-standing thread: existing active users, the creator always one. */
async function participantsOf(
  db: Db,
  creatorId: string,
  body: DiscussionBody,
): Promise<string[]> {
  const ids = [...new Set([creatorId, ...(body.participantIds ?? [])])];
  const found = await usersByIds(db, ids);
  if (found.length !== ids.length)
    throw unprocessable(DISCUSSION_MESSAGES.participants, [
      { field: "participantIds", message: DISCUSSION_MESSAGES.participants },
    ]);
  return ids;
}

async function setParticipants(tx: Db, threadId: string, ids: string[]) {
  await tx
    .update(discussionParticipants)
    .set({ invited: false })
    .where(eq(discussionParticipants.discussionId, threadId));
  await tx
    .insert(discussionParticipants)
    .values(ids.map((userId) => ({ discussionId: threadId, userId })))
    .onConflictDoUpdate({
      target: [
        discussionParticipants.discussionId,
        discussionParticipants.userId,
      ],
      set: { invited: true },
    });
}

export const discussionEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: discussions,
  idColumn: discussions.id,
  idField: api.idField,
  rowSchema: discussionRowSchema,
  bodySchema: discussionBodySchema,
  rowFields: (
    record: DiscussionRecord,
    row?: { relations: DiscussionRelations },
  ) => discussionRowFields(record, row?.relations),
  loadRelations: (records, { app, user }) =>
    loadDiscussionRelations(app.db, user, records),
  valueFields: (body) => ({
    title: body.title,
    modelType: body.modelType ?? null,
    modelId: body.modelId ?? null,
  }),
  sortable: {
    lastPostAt: discussions.lastPostAt,
    title: discussions.title,
    createdAt: discussions.createdAt,
  },
  defaultSort: "lastPostAt",
  filters: {
    modelType: { kind: "string", column: discussions.modelType },
    modelId: { kind: "uuid", column: discussions.modelId },
    /**
     * "Mine" (the contract's `mine`): threads this user posted in or was invited to, asked with the
     * caller's own id (a filter does not know its caller). Both are visible in rows already (post
     * authors, participantIds), so naming someone else's id tells nothing new.
     */
    participantId: { kind: "uuid", build: takesPart },
  },
  dateColumn: discussions.lastPostAt,
  access: discussionsModule.access,
  scope: threadScope,
  // A workspace's thread out of reach is 403 to a non-member (as the workspace is), others 404.
  refuseOutOfScope: (id, { app, user }) =>
    refuseWorkspaceThread(app.db, user, id),
  // Threads on trips and patients carry patient data: every read by id is recorded (issue 11).
  auditAccess: { modelType: THREAD_KIND },
  beforeWrite: async (body, existing, { app, user }) => {
    if (existing) {
      requireOwner(existing, user);
      if (
        (body.modelType ?? null) !== existing.modelType ||
        (body.modelId ?? null) !== existing.modelId
      )
        throw unprocessable(DISCUSSION_MESSAGES.moved, [
          { field: "modelId", message: DISCUSSION_MESSAGES.moved },
        ]);
      return;
    }
    await requireRecord(app.db, user, body);
  },
  prepareValues: async (body, _values, existing, { app, user }) => {
    if (!body.modelType && body.participantIds)
      await participantsOf(app.db, existing?.createdById ?? user.userId, body);
    return { values: existing ? {} : { createdById: user.userId } };
  },
  onCreated: async (record, body, { user, tx }) => {
    if (!record.modelType)
      await setParticipants(tx, record.id, [
        ...new Set([user.userId, ...(body.participantIds ?? [])]),
      ]);
    await recordThreadActivity(tx, user, record, "created", null, record);
    if (body.firstPost && !isRichTextEmpty(body.firstPost))
      await insertFirstPost(tx, user, record, body.firstPost);
    else await announceThread(tx, record);
  },
  onUpdated: async (updated, existing, body, { user, tx }) => {
    if (!updated.modelType && body.participantIds)
      await setParticipants(tx, updated.id, [
        ...new Set([
          updated.createdById ?? user.userId,
          ...body.participantIds,
        ]),
      ]);
    await recordThreadActivity(tx, user, updated, "updated", existing, updated);
    await announceThread(tx, updated);
  },
  beforeDelete: (existing, { user }) => requireOwner(existing, user),
  onDeleted: async (record, { user, tx }) => {
    await recordThreadActivity(tx, user, record, "deleted", record, null);
    await announceThread(tx, record);
  },
  routes: (app) => discussionRoutes(app),
});
