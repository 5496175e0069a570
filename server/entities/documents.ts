/**
 * The document library (issue 26): the generic four under /documents. A document belongs to a
 * record (its reach follows the record's) or stands free (its owner shares it with users or
 * workspaces); reads follow server/documents/reach.ts, changes server/documents/editors.ts. The
 * upsert only changes metadata: a document is created by uploading its file, and its file changes
 * by a new version (server/documents/libraryRoutes.ts).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { z } from "zod";
import { documentsModule } from "../../domain/modules/documents";
import { isAdmin } from "../../domain/privileges";
import type { DocumentTypeGroup } from "../../domain/schemas/libraryDocument";
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TYPE_GROUPS,
  FREE_STANDING,
  LIBRARY_DOCUMENT_MESSAGES as M,
  documentRowSchema,
  documentUpsertShape,
} from "../../domain/schemas/libraryDocument";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import type { Db } from "../db/client";
import {
  documentShares,
  documentVersions,
  documents,
  workspaces,
} from "../db/schema";
import { unprocessable } from "../errors";
import { recordDocumentActivity } from "../documents/changes";
import { requireEditor } from "../documents/editors";
import { documentRoutes } from "../documents/libraryRoutes";
import type { DocumentRecord } from "../documents/reach";
import { documentScope, refuseWorkspaceDocument } from "../documents/reach";
import type { DocumentRelations } from "../documents/rows";
import { loadDocumentRelations, toDocumentRow } from "../documents/rows";
import { countInCircle } from "../records/circle";
import { richTextSchema } from "../richText/schema";
import { myWorkspaceIds } from "../workspaces/membership";

const api = documentsModule.api;

/** The upsert as the server parses it: the description sanitised on the way in. */
export const documentBodySchema = z.object({
  ...documentUpsertShape,
  description: richTextSchema(DOCUMENT_DESCRIPTION_MAX).optional(),
});
type DocumentBody = z.output<typeof documentBodySchema>;

/** The content types of each group of the type filter. */
const TYPE_GROUP: Record<DocumentTypeGroup, SQL> = {
  pdf: sql`${documents.contentType} = 'application/pdf'`,
  image: sql`${documents.contentType} like 'image/%'`,
  text: sql`${documents.contentType} in ('text/plain', 'text/csv')`,
  office: sql`${documents.contentType} like 'application/vnd.%'`,
};

const isTypeGroup = (v: unknown): v is DocumentTypeGroup =>
  (DOCUMENT_TYPE_GROUPS as readonly unknown[]).includes(v);

const shareError = (field: string, message: string) =>
  unprocessable(message, [{ field, message }]);

/** Whom a free-standing document may be shared with: active users, the owner's workspaces. */
async function checkShares(
  db: Db,
  user: AuthUser,
  existing: DocumentRecord,
  body: DocumentBody,
): Promise<void> {
  const users = body.sharedUserIds ?? [];
  const spaces = body.sharedWorkspaceIds ?? [];
  if (users.length + spaces.length === 0) return;
  if (existing.modelType !== null)
    throw shareError("sharedUserIds", M.sharesFreeStanding);
  // Only people the owner could pick (their circle): sharing never reaches beyond it.
  const distinctUsers = [...new Set(users)];
  if ((await countInCircle(db, user, distinctUsers)) !== distinctUsers.length)
    throw shareError("sharedUserIds", M.shareUsers);
  const distinctSpaces = [...new Set(spaces)];
  if (distinctSpaces.length === 0) return;
  const mine = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        inArray(workspaces.id, distinctSpaces),
        isAdmin(user)
          ? undefined
          : inArray(workspaces.id, myWorkspaceIds(user)),
      ),
    );
  if (mine.length !== distinctSpaces.length)
    throw shareError("sharedWorkspaceIds", M.shareWorkspaces);
}

/** The shares as they stand, for the activity's before and after. */
async function sharesOf(db: Db, documentId: string) {
  const rows = await db
    .select({
      userId: documentShares.userId,
      workspaceId: documentShares.workspaceId,
    })
    .from(documentShares)
    .where(eq(documentShares.documentId, documentId));
  return {
    sharedUserIds: rows.flatMap((r) => (r.userId ? [r.userId] : [])).sort(),
    sharedWorkspaceIds: rows
      .flatMap((r) => (r.workspaceId ? [r.workspaceId] : []))
      .sort(),
  };
}

/** Replaces whichever of the two share lists the body names. */
async function replaceShares(tx: Db, documentId: string, body: DocumentBody) {
  if (body.sharedUserIds) {
    await tx
      .delete(documentShares)
      .where(
        and(
          eq(documentShares.documentId, documentId),
          isNull(documentShares.workspaceId),
        ),
      );
    const ids = [...new Set(body.sharedUserIds)];
    if (ids.length)
      await tx
        .insert(documentShares)
        .values(ids.map((userId) => ({ documentId, userId })));
  }
  if (body.sharedWorkspaceIds) {
    await tx
      .delete(documentShares)
      .where(
        and(
          eq(documentShares.documentId, documentId),
          isNull(documentShares.userId),
        ),
      );
    const ids = [...new Set(body.sharedWorkspaceIds)];
    if (ids.length)
      await tx
        .insert(documentShares)
        .values(ids.map((workspaceId) => ({ documentId, workspaceId })));
  }
}

export const documentEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: documents,
  idColumn: documents.id,
  idField: api.idField,
  rowSchema: documentRowSchema,
  bodySchema: documentBodySchema,
  toRow: (record: DocumentRecord, row?: { relations: DocumentRelations }) => {
    if (!row) throw new Error("A document's row needs its relations");
    return toDocumentRow(record, row.relations);
  },
  loadRelations: (records, { app, user }) =>
    loadDocumentRelations(app.db, user, records),
  toValues: (body) => ({
    title: body.title,
    ...(body.description !== undefined && { description: body.description }),
    ...(body.tags !== undefined && {
      tags: body.tags,
      tagText: body.tags.join(" "),
    }),
  }),
  sortable: {
    createdAt: documents.createdAt,
    updatedAt: documents.updatedAt,
    title: documents.title,
    size: documents.sizeBytes,
    contentType: documents.contentType,
  },
  defaultSort: "createdAt",
  filters: {
    modelType: {
      kind: "string",
      build: (v) =>
        v === FREE_STANDING
          ? isNull(documents.modelType)
          : eq(documents.modelType, String(v)),
    },
    modelId: { kind: "uuid", column: documents.modelId },
    ownerUserId: { kind: "uuid", column: documents.ownerUserId },
    tag: {
      kind: "string",
      build: (v) =>
        sql`${documents.tags} @> array[${String(v).trim().toLowerCase()}]::text[]`,
    },
    typeGroup: {
      kind: "string",
      build: (v) => (isTypeGroup(v) ? TYPE_GROUP[v] : sql`false`),
    },
  },
  searchColumn: documents.searchText,
  textSearch: {
    vector: documents.searchVector,
    rankVector: documents.rankVector,
    similarity: documents.searchText,
    snippetSource: sql`${documents.title} || ' — ' || left(${documents.textContent}, 100000)`,
    snippetField: "snippet",
  },
  dateColumn: documents.createdAt,
  access: documentsModule.access,
  scope: documentScope,
  refuseOutOfScope: (id, { app }) => refuseWorkspaceDocument(app.db, id),
  beforeWrite: async (body, existing, { app, user }) => {
    // Update only: the body's id is required, so a missing row was a 404 before this runs.
    if (!existing) throw unprocessable(M.version);
    await requireEditor(app.db, user, existing);
    await checkShares(app.db, user, existing, body);
  },
  beforeDelete: async (existing, { app, user }) =>
    requireEditor(app.db, user, existing),
  storedFiles: async (record, db) =>
    (
      await db
        .select({ key: documentVersions.storageKey })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, record.id))
    )
      .map((v) => v.key)
      .concat(record.storageKey)
      .filter((key, i, all) => all.indexOf(key) === i),
  onUpdated: async (updated, existing, body, { tx, user }) => {
    const before = await sharesOf(tx, existing.id);
    await replaceShares(tx, existing.id, body);
    const after = await sharesOf(tx, existing.id);
    await recordDocumentActivity(
      tx,
      user,
      updated,
      "updated",
      existing,
      updated,
      {
        before,
        after,
      },
    );
  },
  onDeleted: async (record, { tx, user }) => {
    await recordDocumentActivity(tx, user, record, "deleted", record, null);
  },
  csvColumns: [
    "title",
    "fileName",
    "contentType",
    "size",
    "version",
    "modelType",
    "modelId",
    "ownerName",
    { header: "tags", value: (row) => (row.tags as string[]).join(", ") },
    "createdAt",
    "updatedAt",
  ],
  routes: (app) => {
    void app.register(documentRoutes);
  },
});
