/**
 * The read side of support requests and replies (issue 28): what a page of rows shows (names, the
 * reply count, the attached files), a few queries per page, never one per row.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, count, inArray, isNull } from "drizzle-orm";
import type {
  SupportAttachmentRow,
  SupportReplyRow,
  SupportRequestRow,
} from "../../domain/schemas/support";
import { displayName } from "../../domain/users";
import type { Db } from "../db/client";
import { supportAttachments, supportReplies, users } from "../db/schema";
import type { SupportRequestRecord } from "./reach";

export type SupportReplyRecord = typeof supportReplies.$inferSelect;
export type SupportAttachmentRecord = typeof supportAttachments.$inferSelect;

interface Person {
  name: string;
  email: string;
}

async function peopleOf(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((u) => [u.id, { name: displayName(u), email: u.email }] as const),
  );
}

export const toAttachmentRow = (
  a: SupportAttachmentRecord,
  names: ReadonlyMap<string, Person>,
): SupportAttachmentRow => ({
  id: a.id,
  supportAttachmentId: a.id,
  supportRequestId: a.supportRequestId,
  replyId: a.replyId,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.sizeBytes,
  uploadedByName: a.uploadedByUserId
    ? (names.get(a.uploadedByUserId)?.name ?? null)
    : null,
  createdAt: a.createdAt.toISOString(),
});

/** The attachments of these requests (their own, or their replies'), oldest first, grouped. */
async function attachmentsOf(
  db: Db,
  where: SQL | undefined,
  keyOf: (a: SupportAttachmentRecord) => string | null,
): Promise<Map<string, SupportAttachmentRow[]>> {
  const found = await db
    .select()
    .from(supportAttachments)
    .where(where)
    .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id));
  const names = await peopleOf(
    db,
    found.map((a) => a.uploadedByUserId),
  );
  const grouped = new Map<string, SupportAttachmentRow[]>();
  for (const a of found) {
    const key = keyOf(a);
    if (!key) continue;
    grouped.set(key, [...(grouped.get(key) ?? []), toAttachmentRow(a, names)]);
  }
  return grouped;
}

export interface SupportRequestRelations {
  people: ReadonlyMap<string, Person>;
  replyCounts: ReadonlyMap<string, number>;
  attachments: ReadonlyMap<string, SupportAttachmentRow[]>;
}

export async function loadRequestRelations(
  db: Db,
  records: readonly SupportRequestRecord[],
): Promise<SupportRequestRelations> {
  const ids = records.map((r) => r.id);
  if (ids.length === 0)
    return {
      people: new Map(),
      replyCounts: new Map(),
      attachments: new Map(),
    };
  const [people, counts, attachments] = await Promise.all([
    peopleOf(
      db,
      records.flatMap((r) => [r.requesterUserId, r.assigneeUserId]),
    ),
    db
      .select({ id: supportReplies.supportRequestId, n: count() })
      .from(supportReplies)
      .where(inArray(supportReplies.supportRequestId, ids))
      .groupBy(supportReplies.supportRequestId),
    attachmentsOf(
      db,
      and(
        inArray(supportAttachments.supportRequestId, ids),
        isNull(supportAttachments.replyId),
      ),
      (a) => a.supportRequestId,
    ),
  ]);
  return {
    people,
    replyCounts: new Map(counts.map((c) => [c.id, c.n] as const)),
    attachments,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toRequestRow(
  r: SupportRequestRecord,
  rel: SupportRequestRelations,
): SupportRequestRow {
  const requester = rel.people.get(r.requesterUserId);
  return {
    _id: r.id,
    id: r.id,
    supportRequestId: r.id,
    number: r.number,
    requesterUserId: r.requesterUserId,
    requesterName: requester?.name ?? null,
    requesterEmail: requester?.email ?? null,
    subject: r.subject,
    category: r.category as SupportRequestRow["category"],
    description: r.description,
    pageUrl: r.pageUrl,
    status: r.status as SupportRequestRow["status"],
    priority: r.priority as SupportRequestRow["priority"],
    assigneeUserId: r.assigneeUserId,
    assigneeName: r.assigneeUserId
      ? (rel.people.get(r.assigneeUserId)?.name ?? null)
      : null,
    resolvedAt: iso(r.resolvedAt),
    solved: r.solved,
    lastReplyAt: iso(r.lastReplyAt),
    replyCount: rel.replyCounts.get(r.id) ?? 0,
    attachments: rel.attachments.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export interface SupportReplyRelations {
  people: ReadonlyMap<string, Person>;
  attachments: ReadonlyMap<string, SupportAttachmentRow[]>;
}

export async function loadReplyRelations(
  db: Db,
  records: readonly SupportReplyRecord[],
): Promise<SupportReplyRelations> {
  const ids = records.map((r) => r.id);
  if (ids.length === 0) return { people: new Map(), attachments: new Map() };
  const [people, attachments] = await Promise.all([
    peopleOf(
      db,
      records.map((r) => r.authorUserId),
    ),
    attachmentsOf(
      db,
      inArray(supportAttachments.replyId, ids),
      (a) => a.replyId,
    ),
  ]);
  return { people, attachments };
}

export const toReplyRow = (
  r: SupportReplyRecord,
  rel: SupportReplyRelations,
): SupportReplyRow => ({
  _id: r.id,
  id: r.id,
  supportReplyId: r.id,
  supportRequestId: r.supportRequestId,
  authorUserId: r.authorUserId,
  authorName: r.authorUserId
    ? (rel.people.get(r.authorUserId)?.name ?? null)
    : null,
  body: r.body,
  fromStaff: r.fromStaff,
  attachments: rel.attachments.get(r.id) ?? [],
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The request's row as the answers of the module's own calls carry it. */
export const requestRowOf = async (db: Db, record: SupportRequestRecord) =>
  toRequestRow(record, await loadRequestRelations(db, [record]));
