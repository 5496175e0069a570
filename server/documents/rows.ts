/** The read side of library documents (issue 26): what a page of rows shows, in a few queries. */
import { inArray } from "drizzle-orm";
import type { DocumentRow } from "../../domain/schemas/libraryDocument";
import { displayName } from "../../domain/users";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { documentShares, users } from "../db/schema";
import { mayEdit, workspacesIEdit } from "./editors";
import type { DocumentRecord } from "./reach";

export interface DocumentRelations {
  user: AuthUser;
  names: ReadonlyMap<string, string>;
  sharedUsers: ReadonlyMap<string, string[]>;
  sharedWorkspaces: ReadonlyMap<string, string[]>;
  /** The page's workspaces in which the caller is an editor or owner. */
  editedWorkspaces: ReadonlySet<string>;
}

/** The names of these users, by id (one query). */
export async function namesOf(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, displayName(u)] as const));
}

export async function loadDocumentRelations(
  db: Db,
  user: AuthUser,
  records: readonly DocumentRecord[],
): Promise<DocumentRelations> {
  const freeIds = records.filter((r) => r.modelType === null).map((r) => r.id);
  const workspaceIds = records.flatMap((r) =>
    r.modelType === "workspace" && r.modelId ? [r.modelId] : [],
  );
  const [shares, editedWorkspaces] = await Promise.all([
    freeIds.length
      ? db
          .select({
            documentId: documentShares.documentId,
            userId: documentShares.userId,
            workspaceId: documentShares.workspaceId,
          })
          .from(documentShares)
          .where(inArray(documentShares.documentId, freeIds))
      : Promise.resolve([]),
    workspacesIEdit(db, user, workspaceIds),
  ]);
  // One look-up for the owners' and the shared people's names.
  const names = await namesOf(db, [
    ...records.map((r) => r.ownerUserId),
    ...shares.map((s) => s.userId),
  ]);
  const sharedUsers = new Map<string, string[]>();
  const sharedWorkspaces = new Map<string, string[]>();
  for (const s of shares) {
    if (s.userId)
      sharedUsers.set(s.documentId, [
        ...(sharedUsers.get(s.documentId) ?? []),
        s.userId,
      ]);
    if (s.workspaceId)
      sharedWorkspaces.set(s.documentId, [
        ...(sharedWorkspaces.get(s.documentId) ?? []),
        s.workspaceId,
      ]);
  }
  return { user, names, sharedUsers, sharedWorkspaces, editedWorkspaces };
}

/** A record with the snippet the search's page statement computed (server/crud/textSearch.ts). */
type WithSnippet = DocumentRecord & { snippet?: unknown };

/** The API row of a document (the storage key and the extracted text stay on the server). */
export function toDocumentRow(
  record: DocumentRecord,
  relations: DocumentRelations,
): DocumentRow {
  const snippet = (record as WithSnippet).snippet;
  return {
    _id: record.id,
    id: record.id,
    documentId: record.id,
    title: record.title,
    description: record.description,
    tags: record.tags,
    modelType: record.modelType,
    modelId: record.modelId,
    ownerUserId: record.ownerUserId,
    ownerName: record.ownerUserId
      ? (relations.names.get(record.ownerUserId) ?? null)
      : null,
    fileName: record.fileName,
    contentType: record.contentType,
    size: record.sizeBytes,
    sha256: record.sha256,
    version: record.version,
    sharedUserIds: relations.sharedUsers.get(record.id) ?? [],
    sharedUsers: (relations.sharedUsers.get(record.id) ?? []).map((id) => ({
      id,
      label: relations.names.get(id) ?? "",
    })),
    sharedWorkspaceIds: relations.sharedWorkspaces.get(record.id) ?? [],
    canEdit: mayEdit(relations.user, record, relations.editedWorkspaces),
    snippet: typeof snippet === "string" ? snippet : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
