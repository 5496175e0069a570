import { recordPath } from "../../records/recordLinks";
import type { DiscussionRow } from "./discussionTypes";

/** Where a thread opens: its workspace's tab, or the thread page naming its record (or "general"). */
export const threadPath = (
  d: Pick<DiscussionRow, "discussionId" | "modelType" | "modelId">,
): string =>
  recordPath(
    "discussion",
    d.discussionId,
    d.modelType && d.modelId
      ? { modelType: d.modelType, modelId: d.modelId }
      : undefined,
  ) ?? "/discussions";
