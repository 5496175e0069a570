import { Alert, Box, Typography } from "@mui/material";
import { Edit, useTranslate } from "react-admin";
import { workspacesModule } from "../../domain/modules/workspaces";
import { toWorkspaceBody, WorkspaceForm } from "./WorkspaceForm";
import { WorkspaceFrame } from "./WorkspaceFrame";
import { useWorkspaceSaved } from "./useWorkspaceSaved";
import { useWorkspace } from "./workspaceContext";
import { K } from "./workspaceKeys";

function WorkspaceSettings() {
  const translate = useTranslate();
  const { workspaceId, workspace, membership } = useWorkspace();
  const onSuccess = useWorkspaceSaved("workspaceUpdated");
  if (!membership.canManageWorkspace)
    return (
      <Box>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${K}.form.ownersOnly`)}
        </Alert>
        {workspace?.workspaceDescription && (
          <Typography sx={{ whiteSpace: "pre-line" }}>
            {workspace.workspaceDescription}
          </Typography>
        )}
      </Box>
    );
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${K}.form.editTitle`)}
      </Typography>
      <Edit
        resource={workspacesModule.name}
        id={workspaceId}
        // The frame already names the workspace in the top bar; a second title would run into it.
        title={false}
        actions={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        transform={toWorkspaceBody}
        sx={{ maxWidth: 720 }}
      >
        <WorkspaceForm canDelete />
      </Edit>
    </Box>
  );
}

/**
 * /workspaces/upsert/:workspaceId (issue 24): the workspace's settings, inside its frame (membership
 * checked first). Owners and system administrators edit and delete; other members read. Toast
 * 'Workspace updated.'; a failure reads 'Failed to update Workspace: …'; a taken code shows under
 * its field.
 */
export function WorkspaceEditPage() {
  return (
    <WorkspaceFrame tab={false}>
      <WorkspaceSettings />
    </WorkspaceFrame>
  );
}
WorkspaceEditPage.path = workspacesModule.pages.edit.path;
