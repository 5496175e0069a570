import { Box } from "@mui/material";
import { Create } from "react-admin";
import { workspacesModule } from "../../domain/modules/workspaces";
import { usePageTitle } from "../common/usePageTitle";
import { toWorkspaceBody, WorkspaceForm } from "./WorkspaceForm";
import { useWorkspaceSaved } from "./useWorkspaceSaved";
import { K } from "./workspaceKeys";

/**
 * /workspaces/create (issue 24): anyone signed in creates a workspace and becomes its approved owner
 * (the server's doing). Toast 'New Workspace created.', then its overview; a failure reads
 * 'Failed to create new Workspace: …' (the module's §8 prefix).
 */
export function WorkspaceCreatePage() {
  const title = usePageTitle(`${K}.form.createTitle`);
  const onSuccess = useWorkspaceSaved("workspaceCreated");
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Create
        resource={workspacesModule.name}
        title={title}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        transform={toWorkspaceBody}
      >
        <WorkspaceForm />
      </Create>
    </Box>
  );
}
WorkspaceCreatePage.path = workspacesModule.pages.create.path;
