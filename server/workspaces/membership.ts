/**
 * Workspace membership (§6, issue 24): who is inside a workspace, and what their role lets them do.
 * Every workspace-scoped read and write asks here; the guard answers 403 to a signed-in user who is
 * not an approved member (the record exists, so 404 would be a lie the client cannot act on), and
 * the searches add `inMyWorkspaces` so a search naming no workspace answers only the caller's.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, sql } from "drizzle-orm";
import { isAdmin } from "../../domain/privileges";
import type { WorkspaceRole } from "../../domain/schemas/workspace";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { workspaceMembers } from "../db/schema";

export const APPROVED = "approved";

/** What each role may do; a higher role may do what a lower one may. */
export const ROLE_RANK: Readonly<Record<WorkspaceRole, number>> = {
  viewer: 1,
  editor: 2,
  owner: 3,
};

/** System administrators read (and manage) every workspace without being members. */
export const readsEveryWorkspace = (user: AuthUser): boolean => isAdmin(user);

/** The ids of the workspaces this user is an approved member of, as a subquery. */
export const myWorkspaceIds = (user: AuthUser): SQL =>
  sql`(select ${workspaceMembers.workspaceId} from ${workspaceMembers} where ${workspaceMembers.userId} = ${user.userId} and ${workspaceMembers.status} = ${APPROVED})`;

/**
 * A condition keeping the rows whose workspace column is one of the caller's workspaces;
 * undefined (no restriction) for a system administrator.
 */
export function inMyWorkspaces(
  user: AuthUser,
  workspaceColumn: Parameters<typeof inArray>[0],
): SQL | undefined {
  if (readsEveryWorkspace(user)) return undefined;
  return inArray(workspaceColumn, myWorkspaceIds(user));
}

export interface Membership {
  status: string;
  role: WorkspaceRole;
}

/** This user's membership of one workspace (any status), or null. */
export async function membershipOf(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<Membership | null> {
  const [found] = await db
    .select({ status: workspaceMembers.status, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    )
    .limit(1);
  return found
    ? { status: found.status, role: found.role as WorkspaceRole }
    : null;
}

/** Whether an approved membership's role reaches `least`. */
export const roleReaches = (
  membership: Membership | null,
  least: WorkspaceRole,
): boolean =>
  membership !== null &&
  membership.status === APPROVED &&
  ROLE_RANK[membership.role] >= ROLE_RANK[least];
