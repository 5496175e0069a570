import type { ReactNode } from "react";
import { useEffect, useMemo } from "react";
import { Alert, Box, Stack, Tab, Tabs, Typography } from "@mui/material";
import { LinkBase, Title, useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import type { Workspace } from "../../domain/schemas/workspace";
import { workspacesModule } from "../../domain/modules/workspaces";
import { formatDocumentTitle } from "../../src/layout/documentTitle";
import { NotFound } from "../../src/layout/NotFound";
import { useFeatures } from "../../src/features/useFeatures";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { NotMember } from "./NotMember";
import { useWorkspaceMembership } from "./useWorkspaceMembership";
import type { WorkspaceContextValue } from "./workspaceContext";
import { WorkspaceContext } from "./workspaceContext";
import type { WorkspaceTab } from "./workspacePaths";
import { visibleTabs, workspaceTabPath } from "./workspacePaths";

const K = "pages.workspaces.frame";
const LIVE_QUERIES = [["workspaces"], ["workspace-members"]];

interface WorkspaceFrameProps {
  /** The tab this page is; false for a page of no tab (the settings). */
  tab: WorkspaceTab | false;
  /** Buttons beside the title (the page's own actions). */
  actions?: ReactNode;
  children: ReactNode;
}

/** "Discharge planning · NEMT Portal": the tab is named after the workspace. */
function useWorkspaceTitle(name: string) {
  const translate = useTranslate();
  useEffect(() => {
    document.title = formatDocumentTitle(translate, name);
  }, [name, translate]);
}

/**
 * The frame of every /workspace/* page (issue 24): the §7 membership look-up first (§6), then the
 * workspace's name, its tabs and the page, whose children read the workspace and the caller's role
 * through useWorkspace(). Non-members (a 403, or not among the approved members) see a refusal;
 * system administrators read every workspace. Membership and workspace changes arrive live.
 */
export function WorkspaceFrame({
  tab,
  actions,
  children,
}: WorkspaceFrameProps) {
  const { features } = useFeatures();
  const translate = useTranslate();
  const { workspaceId = "" } = useParams<{ workspaceId: string }>();
  const membership = useWorkspaceMembership(workspaceId);
  const read = useGetOne<Workspace & { id: string }>(
    workspacesModule.name,
    { id: workspaceId },
    { enabled: membership.allowed, retry: false },
  );
  useLiveRefetch(["workspaces", "workspace-members"], LIVE_QUERIES);
  const workspace = read.data;
  const name = workspace?.workspaceName ?? translate(`${K}.loading`);
  useWorkspaceTitle(name);
  const value = useMemo<WorkspaceContextValue>(
    () => ({ workspaceId, workspace, membership }),
    [workspaceId, workspace, membership],
  );

  if (membership.notFound) return <NotFound />;
  if (membership.isPending)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate(`${K}.loading`)}
      </Typography>
    );
  if (membership.error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${K}.failed`)}
      </Alert>
    );
  if (!membership.allowed) return <NotMember />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={name} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        alignItems={{ xs: "flex-start", sm: "center" }}
        justifyContent="space-between"
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h5"
            sx={{ wordBreak: "break-word" }}
          >
            {name}
          </Typography>
          {workspace && (
            <Typography variant="body2" color="text.secondary">
              {workspace.workspaceCode}
              {membership.role &&
                ` · ${translate(`pages.workspaces.roles.${membership.role}`)}`}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <BookmarkToggle
            modelType="workspace"
            modelId={workspaceId}
            name={workspace?.workspaceName}
          />
          {actions}
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate(`${K}.tabsLabel`)}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {visibleTabs(features).map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`${K}.tabs.${t}`)}
            component={LinkBase}
            to={workspaceTabPath(t, workspaceId)}
          />
        ))}
      </Tabs>
      {read.error ? (
        <Alert severity="error">{translate(`${K}.failed`)}</Alert>
      ) : (
        <WorkspaceContext.Provider value={value}>
          {children}
        </WorkspaceContext.Provider>
      )}
    </Box>
  );
}
