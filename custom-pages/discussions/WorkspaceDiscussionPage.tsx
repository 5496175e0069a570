import { Button } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { discussionsModule } from "../../domain/modules/discussions";
import { pagePath } from "../../domain/modules/pagePath";
import { WorkspaceFrame } from "../workspaces/WorkspaceFrame";
import { ThreadScreen } from "./ThreadScreen";

/**
 * /workspace/discussion/:workspaceId/:discussionId (issue 25): a workspace's thread inside its frame,
 * which refuses non-members before the thread is asked for.
 */
export function WorkspaceDiscussionPage() {
  const translate = useTranslate();
  const { workspaceId = "", discussionId = "" } = useParams<{
    workspaceId: string;
    discussionId: string;
  }>();
  return (
    <WorkspaceFrame
      tab="discussions"
      actions={
        <Button
          component={LinkBase}
          to={pagePath(discussionsModule.pages.workspaceList.path, {
            workspaceId,
          })}
        >
          {translate("pages.discussions.workspace.back")}
        </Button>
      }
    >
      <ThreadScreen
        key={discussionId}
        discussionId={discussionId}
        showRecordLink={false}
      />
    </WorkspaceFrame>
  );
}
WorkspaceDiscussionPage.path = discussionsModule.pages.workspaceThread.path;
