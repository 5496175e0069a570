/**
 * Support requests (issue 28): the generic four under /support-requests. A requester reads only
 * their own (the scope: 404 on another's, absent from every search whatever its filters); support
 * staff (modify-support, system administrators) read every one. The upsert's rules are
 * server/support/requestWrites.ts; the calls beyond the four (the requester's answer after a
 * resolve, the staff list, attachments) server/support/routes.ts. Every change is an activity of
 * the request and is announced on topic "support".
 */
import { eq, isNull, sql } from "drizzle-orm";
import { supportModule } from "../../domain/modules/support";
import { PRIVILEGES } from "../../domain/privileges";
import { supportRequestRowSchema } from "../../domain/schemas/support";
import { z } from "zod";
import { defineEntity } from "../crud/entity";
import { supportAttachments, supportRequests } from "../db/schema";
import {
  announceRequest,
  indexNewRequest,
  recordSupportActivity,
} from "../support/changes";
import { emailRequester } from "../support/emails";
import type { SupportRequestRecord } from "../support/reach";
import { supportRequestScope } from "../support/reach";
import {
  checkRequestWrite,
  prepareRequestWrite,
  requestValues,
  supportRequestBodySchema,
} from "../support/requestWrites";
import type { SupportRequestRelations } from "../support/rows";
import { loadRequestRelations, toRequestRow } from "../support/rows";
import { supportRoutes } from "../support/routes";

const api = supportModule.api;
const isId = (value: string) => z.uuid().safeParse(value).success;

export const supportRequestEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: supportRequests,
  idColumn: supportRequests.id,
  idField: api.idField,
  rowSchema: supportRequestRowSchema,
  bodySchema: supportRequestBodySchema,
  toRow: (
    record: SupportRequestRecord,
    row?: { relations: SupportRequestRelations },
  ) => {
    if (!row) throw new Error("A support request's row needs its relations");
    return toRequestRow(record, row.relations);
  },
  loadRelations: (records, { app }) => loadRequestRelations(app.db, records),
  toValues: requestValues,
  sortable: {
    updatedAt: supportRequests.updatedAt,
    createdAt: supportRequests.createdAt,
    number: supportRequests.number,
    subject: supportRequests.subject,
  },
  defaultSort: "updatedAt",
  filters: {
    status: { kind: "string", column: supportRequests.status },
    // Any of several statuses (the queue's "open" view): an array of this filter.
    statuses: { kind: "string", column: supportRequests.status },
    priority: { kind: "string", column: supportRequests.priority },
    category: { kind: "string", column: supportRequests.category },
    // "none": the unassigned requests.
    assigneeUserId: {
      kind: "string",
      build: (v) =>
        v === "none"
          ? isNull(supportRequests.assigneeUserId)
          : isId(String(v))
            ? eq(supportRequests.assigneeUserId, String(v))
            : // Not an id: matches nothing, as the uuid filters answer.
              sql`false`,
    },
    requesterUserId: { kind: "uuid", column: supportRequests.requesterUserId },
  },
  searchColumn: supportRequests.searchText,
  dateColumn: supportRequests.createdAt,
  access: {
    ...supportModule.access,
    // A request is never withdrawn by its requester: the staff close it; removing one is theirs.
    delete: { privileges: [PRIVILEGES.modifySupport] },
  },
  scope: supportRequestScope,
  beforeWrite: checkRequestWrite,
  prepareValues: async (body, values, existing, ctx) =>
    prepareRequestWrite(body, values, existing, ctx),
  onCreated: async (record, _body, { tx, user }) => {
    const indexed = await indexNewRequest(tx, record);
    await recordSupportActivity(tx, user, indexed.id, "created", null, indexed);
    await announceRequest(tx, indexed);
    return indexed;
  },
  onUpdated: async (updated, existing, _body, { tx, user }) => {
    await recordSupportActivity(
      tx,
      user,
      updated.id,
      "updated",
      existing,
      updated,
    );
    await announceRequest(tx, updated);
  },
  onDeleted: async (record, { tx, user }) => {
    await recordSupportActivity(tx, user, record.id, "deleted", record, null);
    await announceRequest(tx, record);
  },
  afterUpdate: async (updated, existing, { app, user }) => {
    // The requester hears of a resolve by the staff (not of their own, if they are staff too).
    if (
      updated.status === "resolved" &&
      existing.status !== "resolved" &&
      updated.requesterUserId !== user.userId
    )
      emailRequester(app, updated, "resolved");
  },
  storedFiles: async (record, db) =>
    (
      await db
        .select({ key: supportAttachments.storageKey })
        .from(supportAttachments)
        .where(eq(supportAttachments.supportRequestId, record.id))
    ).map((a) => a.key),
  csvColumns: [
    "number",
    "subject",
    "category",
    "status",
    "priority",
    "requesterName",
    "assigneeName",
    "replyCount",
    "createdAt",
    "updatedAt",
    "resolvedAt",
  ],
  routes: (app) => {
    void app.register(supportRoutes);
  },
});
