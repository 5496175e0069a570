import { createContext, useContext } from "react";
import type { Workspace } from "../../domain/schemas/workspace";
import type { WorkspaceMembership } from "./useWorkspaceMembership";

export interface WorkspaceContextValue {
  workspaceId: string;
  /** GET /workspaces/{id}; undefined while it loads. */
  workspace: Workspace | undefined;
  /** The caller's membership: role, approved members, what they may do. */
  membership: WorkspaceMembership;
}

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(
  null,
);

/** The workspace a page renders inside (WorkspaceFrame); only its children may ask. */
export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error("useWorkspace: render inside <WorkspaceFrame>");
  return value;
}
