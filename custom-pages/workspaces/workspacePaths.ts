/**
 * Links to a workspace's pages, read from the declaration (workspacesModule.pages) and filled by
 * pagePath, which drops an absent optional statusFilter ("…/:statusFilter?").
 */
import { FEATURES } from "../../domain/features";
import { pagePath } from "../../domain/modules/defineModule";
import { discussionsModule } from "../../domain/modules/discussions";
import { documentsModule } from "../../domain/modules/documents";
import { workspacesModule } from "../../domain/modules/workspaces";

const P = workspacesModule.pages;

/** The discussions and documents tabs belong to their own modules, which declare their paths. */
const DISCUSSIONS = discussionsModule.pages.workspaceList.path;
const DOCUMENTS = documentsModule.pages.workspace.path;

export type WorkspaceTab =
  | "overview"
  | "members"
  | "tasks"
  | "board"
  | "calendar"
  | "discussions"
  | "documents"
  | "activities";

export const WORKSPACE_TABS: readonly WorkspaceTab[] = [
  "overview",
  "members",
  "tasks",
  "board",
  "calendar",
  "discussions",
  "documents",
  "activities",
];

/** The tabs that belong to another module: shown only while that module is on. */
export const TAB_FEATURES: Partial<Record<WorkspaceTab, string>> = {
  discussions: FEATURES.discussions,
  documents: FEATURES.documents,
};

/** The tabs to show, given the feature toggles. */
export const visibleTabs = (features: Readonly<Record<string, boolean>>) =>
  WORKSPACE_TABS.filter((t) => {
    const feature = TAB_FEATURES[t];
    return !feature || features[feature];
  });

/** The path of a workspace's tab; statusFilter applies to overview, board and calendar. */
export function workspaceTabPath(
  tab: WorkspaceTab,
  workspaceId: string,
  statusFilter?: string,
): string {
  const filtered = { workspaceId, statusFilter };
  switch (tab) {
    case "overview":
      return pagePath(P.overview.path, filtered);
    case "board":
      return pagePath(P.board.path, filtered);
    case "calendar":
      return pagePath(P.calendar.path, filtered);
    case "members":
      return pagePath(P.members.path, { workspaceId });
    case "tasks":
      return pagePath(P.tasks.path, { workspaceId });
    case "activities":
      return pagePath(P.activities.path, { workspaceId });
    case "discussions":
      return pagePath(DISCUSSIONS, { workspaceId });
    case "documents":
      return pagePath(DOCUMENTS, { workspaceId });
  }
}

export const workspaceListPath = P.list.path;
export const workspaceCreatePath = P.create.path;
export const workspaceEditPath = (workspaceId: string) =>
  pagePath(P.edit.path, { workspaceId });
