/**
 * Who a send call reaches (issue 25): the named users, and the approved members of the named
 * workspaces (server/workspaces/membership.ts), each once. A sender names only workspaces they are
 * an approved member of (403 otherwise, as every workspace call), unless they manage notifications
 * or are a system administrator; an unknown user or workspace is 422, listing the field.
 */
import { and, eq, inArray } from "drizzle-orm";
import { FEATURES } from "../../domain/features";
import {
  hasAnyPrivilege,
  isAdmin,
  PRIVILEGES as P,
} from "../../domain/privileges";
import { NOTIFICATION_MESSAGES as M } from "../../domain/schemas/notification";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { users, workspaceMembers, workspaces } from "../db/schema";
import { forbidden, unprocessable } from "../errors";
import { requireFeature } from "../plugins/featureGate";
import { APPROVED, membershipOf, roleReaches } from "../workspaces/membership";

/** Holders of modify-notifications (and administrators) announce to anyone, uncapped. */
export const managesNotifications = (user: AuthUser): boolean =>
  hasAnyPrivilege(user, [P.modifyNotifications]);

const CHUNK = 5000;

/** The ids among `ids` that are users (read in chunks: a list may name 10,000). */
async function existingUsers(db: Db, ids: readonly string[]) {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, ids.slice(i, i + CHUNK)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** 422 unless every id is a user. */
export async function requireUsers(
  db: Db,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await existingUsers(db, unique);
  if (found.size < unique.length)
    throw unprocessable(M.unknownUsers, [{ field, message: M.unknownUsers }]);
}

/** The approved members of the workspaces, after checking the sender may address each. */
async function workspaceAudience(
  db: Db,
  sender: AuthUser,
  workspaceIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(workspaceIds)];
  if (unique.length === 0) return [];
  // Nothing of a switched-off module is in reach: its own 404, as its calls answer.
  await requireFeature(db, FEATURES.workspaces);
  const found = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(inArray(workspaces.id, unique));
  if (found.length < unique.length)
    throw unprocessable(M.unknownWorkspaces, [
      { field: "workspaceIds", message: M.unknownWorkspaces },
    ]);
  if (!isAdmin(sender) && !managesNotifications(sender))
    for (const workspaceId of unique) {
      const membership = await membershipOf(db, workspaceId, sender.userId);
      if (!roleReaches(membership, "viewer")) throw forbidden();
    }
  const members = await db
    .selectDistinct({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        inArray(workspaceMembers.workspaceId, unique),
        eq(workspaceMembers.status, APPROVED),
      ),
    );
  return members.map((m) => m.userId);
}

/** Everyone a list call reaches, each once, in a stable order. */
export async function listRecipients(
  db: Db,
  sender: AuthUser,
  userIds: readonly string[],
  workspaceIds: readonly string[],
): Promise<string[]> {
  await requireUsers(db, userIds, "userIds");
  const members = await workspaceAudience(db, sender, workspaceIds);
  return [...new Set([...userIds, ...members])];
}
