import { useState } from "react";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { discussionsModule } from "../../domain/modules/discussions";
import { DiscussionList } from "../../src/widgets/discussions/DiscussionList";
import { StartDiscussionForm } from "../../src/widgets/discussions/StartDiscussionForm";
import { threadPath } from "../../src/widgets/discussions/threadLinks";
import { useDiscussionList } from "../../src/widgets/discussions/useDiscussionList";
import { useMentionLoader } from "../../src/widgets/discussions/useThreadPosts";
import { WorkspaceFrame } from "../workspaces/WorkspaceFrame";
import { useWorkspace } from "../workspaces/workspaceContext";

const K = "pages.discussions";

function Threads() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { workspaceId } = useWorkspace();
  const list = useDiscussionList({
    modelType: "workspace",
    modelId: workspaceId,
  });
  const loadMentions = useMentionLoader({
    modelType: "workspace",
    modelId: workspaceId,
  });
  const [starting, setStarting] = useState(false);
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", mb: 1 }}>
        <Typography component="h2" variant="h6">
          {translate(`${K}.workspace.title`)}
        </Typography>
        {!starting && (
          <Button startIcon={<AddIcon />} onClick={() => setStarting(true)}>
            {translate(`${K}.newDiscussion`)}
          </Button>
        )}
      </Box>
      {starting && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <StartDiscussionForm
            modelType="workspace"
            modelId={workspaceId}
            loadMentions={loadMentions}
            onCancel={() => setStarting(false)}
            onCreated={(row) => navigate(threadPath(row))}
          />
        </Paper>
      )}
      <DiscussionList
        rows={list.rows}
        isPending={list.isPending}
        error={list.error}
      />
    </Box>
  );
}

/**
 * /workspace/discussions/:workspaceId (issue 25): the workspace's threads inside its frame (which
 * checks membership first), unread first, and a new thread for its members.
 */
export function WorkspaceDiscussionsPage() {
  return (
    <WorkspaceFrame tab="discussions">
      <Threads />
    </WorkspaceFrame>
  );
}
WorkspaceDiscussionsPage.path = discussionsModule.pages.workspaceList.path;
