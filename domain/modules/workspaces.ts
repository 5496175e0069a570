import { FAILURE_PREFIXES } from "../errors";
import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const workspaces = { feature: FEATURES.workspaces };
/** Anyone signed in may hold a workspace; inside one, the membership guard decides (server/workspaces). */
const signedIn = { read: {}, write: {} } as const;

/**
 * Workspaces (§2, issue 24): a team's members, tasks (list, board, calendar) and activity, all
 * custom pages under /workspace (custom-pages/workspaces). Calls: the generic four under /workspaces,
 * plus /workspaces/user and /workspaces/get-workspace-by-code (server/workspaces). The discussions
 * and documents tabs belong to their own modules.
 */
export const workspacesModule = defineModule({
  name: "workspaces",
  feature: FEATURES.workspaces,
  pagesFolder: "workspaces",
  pages: {
    list: { path: "/workspaces", component: "WorkspacesPage" },
    create: { path: "/workspaces/create", component: "WorkspaceCreatePage" },
    edit: {
      path: "/workspaces/upsert/:workspaceId",
      component: "WorkspaceEditPage",
    },
    members: {
      path: "/workspace/members/:workspaceId",
      component: "WorkspaceMembersPage",
    },
    board: {
      path: "/workspace/tasks/board/:workspaceId/:statusFilter?",
      component: "TaskBoardPage",
    },
    calendar: {
      path: "/workspace/tasks/calendar/:workspaceId/:statusFilter?",
      component: "TaskCalendarPage",
    },
    tasks: { path: "/workspace/tasks/:workspaceId", component: "TaskListPage" },
    activities: {
      path: "/workspace/activities/:workspaceId",
      component: "WorkspaceActivitiesPage",
    },
    overview: {
      path: "/workspace/:workspaceId/:statusFilter?",
      component: "WorkspaceOverviewPage",
    },
  },
  api: {
    prefix: "/workspaces",
    idField: "workspaceId",
    entity: "Workspace",
    failurePrefixes: {
      create: FAILURE_PREFIXES.createWorkspace,
      update: FAILURE_PREFIXES.updateWorkspace,
    },
  },
  access: signedIn,
  menu: [
    { key: "workspaces", path: "/workspaces", position: 80, gate: workspaces },
  ],
  moduleGates: { "/workspace": workspaces, "/workspaces": workspaces },
});

/** Workspace members (§3, §7): /workspace-members, plus /remove and /request. */
export const workspaceMembersApiModule = defineModule({
  name: "workspace-members",
  feature: FEATURES.workspaces,
  api: {
    prefix: "/workspace-members",
    idField: "workspaceMemberId",
    entity: "Member",
    failurePrefixes: {
      create: FAILURE_PREFIXES.createMember,
      update: FAILURE_PREFIXES.updateMember,
      delete: FAILURE_PREFIXES.removeMember,
    },
  },
  access: signedIn,
});

/** A workspace's tasks (issue 24): /tasks, plus /tasks/{taskId}/move for a drop on the board. */
export const tasksApiModule = defineModule({
  name: "tasks",
  feature: FEATURES.workspaces,
  api: { prefix: "/tasks", idField: "taskId", entity: "Task" },
  access: signedIn,
});
