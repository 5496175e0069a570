/**
 * A reply's write (issue 28): its requester or the staff reply to a request in reach (404 beyond);
 * nobody replies to a closed request (409). The reply moves the request: a staff reply to a new
 * request puts it in progress, the requester's reply to a request waiting for them or resolved
 * reopens it (and forgets their earlier answer). Only a reply's author edits it.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { SupportStatus } from "../../domain/schemas/support";
import {
  SUPPORT_MESSAGES as M,
  SUPPORT_REPLY_MAX,
  supportReplyUpsertSchema,
} from "../../domain/schemas/support";
import type { AuthUser } from "../auth/authUser";
import type { EntityContext } from "../crud/entity";
import type { Db } from "../db/client";
import { supportRequests } from "../db/schema";
import { conflict, forbidden, unprocessable } from "../errors";
import { richTextSchema } from "../richText/schema";
import { announceRequest, recordSupportActivity } from "./changes";
import { emailRequester } from "./emails";
import type { SupportRequestRecord } from "./reach";
import { isSupportStaff, readableRequest } from "./reach";
import type { SupportReplyRecord } from "./rows";

export const supportReplyBodySchema = supportReplyUpsertSchema.extend({
  body: richTextSchema(SUPPORT_REPLY_MAX, { required: true }),
});
export type SupportReplyBody = z.output<typeof supportReplyBodySchema>;

const MOVED =
  "A reply stays with its request: its supportRequestId cannot change.";

export async function checkReplyWrite(
  body: SupportReplyBody,
  existing: SupportReplyRecord | null,
  { app, user }: EntityContext,
): Promise<void> {
  if (existing) {
    if (existing.authorUserId !== user.userId) throw forbidden();
    if (body.supportRequestId !== existing.supportRequestId)
      throw unprocessable(MOVED, [
        { field: "supportRequestId", message: MOVED },
      ]);
  }
  const request = await readableRequest(app.db, user, body.supportRequestId);
  if (request.status === "closed") throw conflict(M.closed);
}

/** Written by the staff for the requester: a staff member's reply to their own request is not. */
export const isStaffReply = (user: AuthUser, request: SupportRequestRecord) =>
  isSupportStaff(user) && request.requesterUserId !== user.userId;

/** Where the request goes when this reply is written. */
function statusAfterReply(
  request: SupportRequestRecord,
  fromStaff: boolean,
): SupportStatus | null {
  if (fromStaff) return request.status === "new" ? "in-progress" : null;
  if (
    request.status === "waiting-for-requester" ||
    request.status === "resolved"
  )
    return "in-progress";
  return null;
}

async function requestOf(db: Db, id: string): Promise<SupportRequestRecord> {
  const [found] = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .limit(1);
  if (!found) throw new Error(`Reply of a missing request ${id}`);
  return found;
}

/** Inside the reply's transaction: the request's latest reply time and status, its activity. */
export async function afterReplyCreated(
  tx: Db,
  user: AuthUser,
  reply: SupportReplyRecord,
): Promise<void> {
  const before = await requestOf(tx, reply.supportRequestId);
  const status = statusAfterReply(before, reply.fromStaff);
  const [after] = await tx
    .update(supportRequests)
    .set({
      lastReplyAt: reply.createdAt,
      ...(status && { status, solved: null, resolvedAt: null }),
    })
    .where(eq(supportRequests.id, before.id))
    .returning();
  await recordSupportActivity(
    tx,
    user,
    before.id,
    "replied",
    { status: before.status, solved: before.solved, supportReplyId: null },
    { status: after.status, solved: after.solved, supportReplyId: reply.id },
  );
  await announceRequest(tx, after);
}

/** Inside an edit's transaction: the activity and the announcement. */
export async function afterReplyUpdated(
  tx: Db,
  user: AuthUser,
  updated: SupportReplyRecord,
  existing: SupportReplyRecord,
): Promise<void> {
  const request = await requestOf(tx, updated.supportRequestId);
  await recordSupportActivity(
    tx,
    user,
    request.id,
    "reply-edited",
    { supportReplyId: existing.id, body: existing.body },
    { supportReplyId: updated.id, body: updated.body },
  );
  await announceRequest(tx, request);
}

/** Inside a delete's transaction (the staff's): the activity and the announcement. */
export async function afterReplyDeleted(
  tx: Db,
  user: AuthUser,
  reply: SupportReplyRecord,
): Promise<void> {
  const request = await requestOf(tx, reply.supportRequestId);
  await recordSupportActivity(
    tx,
    user,
    request.id,
    "reply-deleted",
    { supportReplyId: reply.id, body: reply.body },
    { supportReplyId: null, body: null },
  );
  await announceRequest(tx, request);
}

/** After the commit: the requester hears of a staff reply (a link, never the text). */
export async function mailStaffReply(
  app: FastifyInstance,
  reply: SupportReplyRecord,
): Promise<void> {
  if (!reply.fromStaff) return;
  emailRequester(app, await requestOf(app.db, reply.supportRequestId), "reply");
}
