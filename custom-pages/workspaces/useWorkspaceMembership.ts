import { useQuery } from "@tanstack/react-query";
import { HttpError, useDataProvider } from "react-admin";
import { workspaceMembersApiModule } from "../../domain/modules/workspaces";
import { isAdmin } from "../../domain/privileges";
import type {
  WorkspaceMember,
  WorkspaceRole,
} from "../../domain/schemas/workspace";
import { WORKSPACE_ROLES } from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useCurrentUser } from "../../src/session/useCurrentUser";

/** What each role may do; a higher role may do what a lower one may (as the server's ROLE_RANK). */
export const ROLE_RANK: Readonly<Record<WorkspaceRole, number>> = {
  viewer: 1,
  editor: 2,
  owner: 3,
};

const asRole = (value: string | undefined): WorkspaceRole | null =>
  WORKSPACE_ROLES.find((r) => r === value) ?? null;

export interface WorkspaceMembership {
  /** True until the look-up (and the signed-in user) is known. */
  isPending: boolean;
  /** The caller is an approved member. */
  isMember: boolean;
  /** A system administrator reads every workspace without being a member. */
  isSystemAdmin: boolean;
  /** May open the workspace's pages: a member or a system administrator. */
  allowed: boolean;
  /** The caller's role; null when not a member. */
  role: WorkspaceRole | null;
  /** The approved members (the look-up's rows): assignee pickers and avatars read them. */
  members: WorkspaceMember[];
  /** The server knows no such workspace (404). */
  notFound: boolean;
  /** Any other failure of the look-up (403 is "not a member", not an error). */
  error: unknown;
  /**
   * Whether the caller's own role reaches `least`. System administrators read every workspace but
   * hold no role: the server lets them change only the workspace itself (canManageWorkspace).
   */
  reaches: (least: WorkspaceRole) => boolean;
  /** May edit or delete the workspace itself: its owners and system administrators. */
  canManageWorkspace: boolean;
}

/** The react-query key of the look-up: under "workspace-members", so live changes re-read it. */
export const membershipQueryKey = (workspaceId: string) => [
  workspaceMembersApiModule.name,
  "lookup",
  workspaceId,
];

/**
 * §6/§7: the client's membership check of a workspace, before it shows the workspace's pages. The
 * look-up body is §7's exactly (memberLookup); the caller is a member when their userId is among the
 * rows' member.userId, and their role is that row's. The server decides in the end: a 403 means
 * "not a member".
 */
export function useWorkspaceMembership(
  workspaceId: string | undefined,
): WorkspaceMembership {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { user, isPending: userPending } = useCurrentUser();
  const lookup = useQuery({
    queryKey: membershipQueryKey(workspaceId ?? ""),
    queryFn: ({ signal }) =>
      dataProvider.memberLookup(workspaceId ?? "", signal),
    enabled: !!workspaceId,
    retry: false,
  });
  const status = lookup.error instanceof HttpError ? lookup.error.status : null;
  // react-admin's data provider answers a 403 itself (its toast, then an empty object, not rows):
  // either way the caller is refused, which reads as "not a member".
  const members = Array.isArray(lookup.data) ? lookup.data : [];
  const mine = user
    ? members.find((m) => m.member.userId === user.userId)
    : undefined;
  const role = mine ? asRole(mine.workspaceRole) : null;
  const isSystemAdmin = isAdmin(user);
  const isMember = !!mine;
  return {
    isPending: (!!workspaceId && lookup.isPending) || userPending,
    isMember,
    isSystemAdmin,
    allowed: isMember || isSystemAdmin,
    role,
    members,
    notFound: status === 404,
    error:
      lookup.error && status !== 403 && status !== 404 ? lookup.error : null,
    reaches: (least) => role !== null && ROLE_RANK[role] >= ROLE_RANK[least],
    canManageWorkspace: role === "owner" || isSystemAdmin,
  };
}
