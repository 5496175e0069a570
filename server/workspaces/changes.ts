/**
 * What every write inside a workspace does in its transaction (issue 24): one activity row carrying
 * the workspace as its context, and the announcement to the workspace's approved members (plus the
 * users the change is about, who may no longer be members).
 */
import type { RealtimeTopic } from "../../domain/realtime";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { notifyWorkspaceAudience } from "../realtime/workspaceAudience";

export type WorkspaceModelType = "workspace" | "workspace-member" | "task";

const TOPICS: Readonly<Record<WorkspaceModelType, RealtimeTopic>> = {
  workspace: "workspaces",
  "workspace-member": "workspace-members",
  task: "tasks",
};

export interface WorkspaceChange {
  modelType: WorkspaceModelType;
  action: string;
  workspaceId: string;
  before: { id: string } | null;
  after: { id: string } | null;
  /** Users to tell besides the approved members (a removed or requesting member). */
  alsoTell?: string[];
  note?: string | null;
}

export async function recordWorkspaceChange(
  tx: Db,
  actor: AuthUser | null,
  change: WorkspaceChange,
): Promise<void> {
  const modelId = (change.after ?? change.before)?.id ?? "";
  await recordActivity(tx, {
    modelType: change.modelType,
    modelId,
    action: change.action,
    actor,
    before: change.before,
    after: change.after,
    note: change.note ?? null,
    // A workspace's own rows need no context: they are the workspace.
    context:
      change.modelType === "workspace"
        ? null
        : { modelType: "workspace", modelId: change.workspaceId },
  });
  await notifyWorkspaceAudience(
    tx,
    change.workspaceId,
    TOPICS[change.modelType],
    [modelId],
    change.alsoTell ?? [],
  );
}
