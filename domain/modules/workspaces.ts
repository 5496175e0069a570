import { FEATURES } from "../features";
import { defineModule } from "./defineModule";

const workspaces = { feature: FEATURES.workspaces };

/** Workspaces (§2), not built yet: members, task board and calendar, discussions, documents. */
export const workspacesModule = defineModule({
  name: "workspaces",
  feature: FEATURES.workspaces,
  menu: [
    { key: "workspaces", path: "/workspaces", position: 80, gate: workspaces },
  ],
  moduleGates: { "/workspace": workspaces, "/workspaces": workspaces },
  pending: {
    titleKey: "app.menu.workspaces",
    routes: [
      "/workspaces",
      "/workspaces/create",
      "/workspaces/upsert/:workspaceId",
      "/workspace/members/:workspaceId",
      "/workspace/tasks/board/:workspaceId/:statusFilter?",
      "/workspace/tasks/calendar/:workspaceId/:statusFilter?",
      "/workspace/tasks/:workspaceId",
      "/workspace/discussions/:workspaceId",
      "/workspace/discussion/:workspaceId/:discussionId",
      "/workspace/documents/:workspaceId",
      "/workspace/activities/:workspaceId",
      "/workspace/:workspaceId/:statusFilter?",
    ],
  },
});
