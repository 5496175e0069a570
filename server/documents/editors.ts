/**
 * Who may change a library document (issue 26): its owner, a system administrator, or, for a
 * workspace's document, an editor or owner of the workspace (a team keeps its files together).
 * Who may add one to a record: whoever sees the record; in a workspace, its editors and owners.
 */
import { and, eq, inArray } from "drizzle-orm";
import { isAdmin } from "../../domain/privileges";
import { LIBRARY_DOCUMENT_MESSAGES as M } from "../../domain/schemas/libraryDocument";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { workspaceMembers } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { canSee } from "../records/registry";
import {
  APPROVED,
  ROLE_RANK,
  membershipOf,
  roleReaches,
} from "../workspaces/membership";
import type { DocumentRecord } from "./reach";

/** The workspaces among these where the user may edit (approved editor or owner). */
export async function workspacesIEdit(
  db: Db,
  user: AuthUser,
  workspaceIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (workspaceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        inArray(workspaceMembers.workspaceId, [...new Set(workspaceIds)]),
        eq(workspaceMembers.userId, user.userId),
        eq(workspaceMembers.status, APPROVED),
      ),
    );
  return new Set(
    rows
      .filter(
        (r) => ROLE_RANK[r.role as keyof typeof ROLE_RANK] >= ROLE_RANK.editor,
      )
      .map((r) => r.id),
  );
}

/** Whether this user may change the document, given the workspaces they edit. */
export const mayEdit = (
  user: AuthUser,
  document: DocumentRecord,
  editedWorkspaces: ReadonlySet<string>,
): boolean =>
  isAdmin(user) ||
  (document.ownerUserId !== null && document.ownerUserId === user.userId) ||
  (document.modelType === "workspace" &&
    document.modelId !== null &&
    editedWorkspaces.has(document.modelId));

/** 403 unless this user may change the document. */
export async function requireEditor(
  db: Db,
  user: AuthUser,
  document: DocumentRecord,
): Promise<void> {
  const edited =
    document.modelType === "workspace" && document.modelId
      ? await workspacesIEdit(db, user, [document.modelId])
      : new Set<string>();
  if (!mayEdit(user, document, edited)) throw forbidden(M.notEditor);
}

/**
 * A new document's record must be in the caller's reach (404 otherwise, as the record's own API
 * would answer); a workspace's needs an editor (403 for a member below that, or a non-member).
 */
export async function requireRecordForUpload(
  db: Db,
  user: AuthUser,
  modelType: string,
  modelId: string,
): Promise<void> {
  const reach = await canSee(db, user, modelType, modelId);
  if (modelType === "workspace") {
    if (reach === "unknown") throw notFound(M.recordNotFound);
    if (isAdmin(user)) return;
    const membership = await membershipOf(db, modelId, user.userId);
    if (!roleReaches(membership, "editor")) throw forbidden();
    return;
  }
  if (reach !== "yes") throw notFound(M.recordNotFound);
}
