import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { documentsModule } from "../../domain/modules/documents";
import { DocumentLibrary } from "../../src/widgets/documents/library/DocumentLibrary";
import { WorkspaceFrame } from "../workspaces/WorkspaceFrame";
import { useWorkspace } from "../workspaces/workspaceContext";

function WorkspaceLibrary() {
  const translate = useTranslate();
  const { workspaceId, membership } = useWorkspace();
  return (
    <DocumentLibrary
      scope={{ modelType: "workspace", modelId: workspaceId }}
      // The server lets editors and owners upload into a workspace (viewers read).
      canUpload={membership.reaches("editor") || membership.isSystemAdmin}
      heading={
        <Typography component="h2" variant="h6">
          {translate("pages.documents.workspace.title")}
        </Typography>
      }
    />
  );
}

/**
 * /workspace/documents/:workspaceId (issue 26): the library filtered to the workspace, inside its
 * frame (which refuses non-members first); editors and owners upload into it.
 */
export function WorkspaceDocumentsPage() {
  return (
    <WorkspaceFrame tab="documents">
      <WorkspaceLibrary />
    </WorkspaceFrame>
  );
}
WorkspaceDocumentsPage.path = documentsModule.pages.workspace.path;
