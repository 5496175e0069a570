/**
 * The replies of a support request (issue 28): the generic four under /support-replies. A search
 * names its request (422 without) and answers oldest first; replies follow their request's reach.
 * The body is sanitised rich text; a reply moves its request's status and is an activity of it
 * (server/support/replyWrites.ts).
 */
import { eq } from "drizzle-orm";
import { supportRepliesModule } from "../../domain/modules/support";
import { PRIVILEGES } from "../../domain/privileges";
import { supportReplyRowSchema } from "../../domain/schemas/support";
import { defineEntity } from "../crud/entity";
import { supportAttachments, supportReplies } from "../db/schema";
import { inReachableRequest } from "../support/reach";
import {
  afterReplyCreated,
  afterReplyDeleted,
  afterReplyUpdated,
  checkReplyWrite,
  isStaffReply,
  mailStaffReply,
  supportReplyBodySchema,
} from "../support/replyWrites";
import { readableRequest } from "../support/reach";
import type {
  SupportReplyRecord,
  SupportReplyRelations,
} from "../support/rows";
import { loadReplyRelations, toReplyRow } from "../support/rows";

const api = supportRepliesModule.api;

/** A search names its request: the replies of every request in reach at once are nobody's list. */
export const SUPPORT_REPLIES_REQUIRED =
  "A search of support replies must name its request (supportRequestId).";

export const supportReplyEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: supportReplies,
  idColumn: supportReplies.id,
  idField: api.idField,
  rowSchema: supportReplyRowSchema,
  bodySchema: supportReplyBodySchema,
  toRow: (
    record: SupportReplyRecord,
    row?: { relations: SupportReplyRelations },
  ) => {
    if (!row) throw new Error("A support reply's row needs its relations");
    return toReplyRow(record, row.relations);
  },
  loadRelations: (records, { app }) => loadReplyRelations(app.db, records),
  toValues: (body) => ({ body: body.body }),
  sortable: { createdAt: supportReplies.createdAt },
  defaultSort: "createdAt",
  filters: {
    supportRequestId: { kind: "uuid", column: supportReplies.supportRequestId },
  },
  dateColumn: supportReplies.createdAt,
  access: {
    ...supportRepliesModule.access,
    delete: { privileges: [PRIVILEGES.modifySupport] },
  },
  scope: (user) => inReachableRequest(user, supportReplies.supportRequestId),
  requiredSearchFilter: {
    field: "supportRequestId",
    message: SUPPORT_REPLIES_REQUIRED,
  },
  beforeWrite: checkReplyWrite,
  prepareValues: async (body, values, existing, { app, user }) => {
    if (existing) return { values };
    const request = await readableRequest(app.db, user, body.supportRequestId);
    return {
      values: {
        ...values,
        supportRequestId: request.id,
        authorUserId: user.userId,
        fromStaff: isStaffReply(user, request),
      },
    };
  },
  onCreated: async (record, _body, { tx, user }) => {
    await afterReplyCreated(tx, user, record);
  },
  onUpdated: async (updated, existing, _body, { tx, user }) => {
    await afterReplyUpdated(tx, user, updated, existing);
  },
  onDeleted: async (record, { tx, user }) => {
    await afterReplyDeleted(tx, user, record);
  },
  afterCreate: (record, { app }) => mailStaffReply(app, record),
  storedFiles: async (record, db) =>
    (
      await db
        .select({ key: supportAttachments.storageKey })
        .from(supportAttachments)
        .where(eq(supportAttachments.replyId, record.id))
    ).map((a) => a.key),
  csvColumns: ["authorName", "fromStaff", "createdAt", "updatedAt"],
});
