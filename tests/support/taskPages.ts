/**
 * The fake server of a workspace's task pages (issue 24): the §7 membership look-up (the signed-in
 * user with a role), the workspace, and POST /tasks/search over a list of rows, recording bodies.
 */
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import type {
  Task,
  WorkspaceMember,
  WorkspaceRole,
} from "../../domain/schemas/workspace";
import type { User } from "../../domain/schemas/user";
import { WORKSPACE_ID } from "./taskRows";

export const OTHER_MEMBER = {
  userId: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  firstName: "Nora",
  lastName: "Quinn",
  email: "nora@example.com",
};

const memberRow = (
  member: typeof OTHER_MEMBER,
  role: WorkspaceRole,
): WorkspaceMember => ({
  id: `m-${member.userId}`,
  workspaceMemberId: `m-${member.userId}`,
  workspaceId: WORKSPACE_ID,
  memberId: member.userId,
  membershipStatus: "approved",
  workspaceRole: role,
  member,
  workspace: { workspaceName: "Discharge planning", workspaceCode: "DISCH1" },
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-01T09:00:00.000Z",
});

export interface TaskServer {
  tasks: Task[];
  searches: Record<string, unknown>[];
}

/** Installs the workspace's handlers; `state.tasks` is what the searches answer. */
export function serveWorkspace(
  server: SetupServer,
  user: User,
  role: WorkspaceRole,
  state: TaskServer,
) {
  const members = [
    memberRow(
      {
        userId: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      },
      role,
    ),
    memberRow(OTHER_MEMBER, "editor"),
  ];
  server.use(
    http.post("/api/workspace-members/search", () =>
      HttpResponse.json({
        data: members,
        total: members.length,
        pageNumber: 1,
        pageSize: 1000,
        hasNextPage: false,
        hasPreviousPage: false,
      }),
    ),
    http.get("/api/workspaces/:id", () =>
      HttpResponse.json({
        code: 200,
        message: "OK",
        data: {
          id: WORKSPACE_ID,
          workspaceId: WORKSPACE_ID,
          workspaceName: "Discharge planning",
          workspaceOwnerId: null,
          workspaceCode: "DISCH1",
          workspaceDescription: null,
          myMembershipStatus: "approved",
          myWorkspaceRole: role,
          memberCount: 2,
          createdAt: "2026-03-01T09:00:00.000Z",
          updatedAt: "2026-03-01T09:00:00.000Z",
        },
      }),
    ),
    http.post("/api/tasks/search", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.searches.push(body);
      return HttpResponse.json({
        data: state.tasks,
        total: state.tasks.length,
        pageNumber: 1,
        pageSize: 1000,
        hasNextPage: false,
        hasPreviousPage: false,
      });
    }),
  );
  return members;
}
