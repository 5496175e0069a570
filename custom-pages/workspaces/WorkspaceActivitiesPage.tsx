import { useState } from "react";
import { Alert, TablePagination, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../domain/constants";
import { workspacesModule } from "../../domain/modules/workspaces";
import { WindowActions } from "./WindowActions";
import { WorkspaceActivityFeed } from "./WorkspaceActivityFeed";
import { WorkspaceFrame } from "./WorkspaceFrame";
import { useWorkspaceActivities } from "./useWorkspaceActivities";
import { useWorkspace } from "./workspaceContext";
import { K } from "./workspaceKeys";

function Activities() {
  const translate = useTranslate();
  const { workspaceId } = useWorkspace();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const { data, total, isPending, error } = useWorkspaceActivities(
    workspaceId,
    page,
    perPage,
  );
  if (error)
    return (
      <Alert severity="error">{translate(`${K}.activities.failed`)}</Alert>
    );
  if (isPending)
    return (
      <Typography role="status">{translate(`${K}.frame.loading`)}</Typography>
    );
  if (!data.length)
    return (
      <Typography color="text.secondary">
        {translate(`${K}.activities.empty`)}
      </Typography>
    );
  return (
    <>
      <Typography component="h2" variant="h6">
        {translate(`${K}.activities.title`)}
      </Typography>
      <WorkspaceActivityFeed activities={data} />
      <TablePagination
        component="div"
        count={total ?? data.length}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, next) => setPage(next + 1)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(1);
        }}
        ActionsComponent={WindowActions}
        labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
      />
    </>
  );
}

/**
 * /workspace/activities/:workspaceId (issue 24): who did what in the workspace (its own changes, its
 * tasks' and its members'), newest first, paged; new changes arrive live.
 */
export function WorkspaceActivitiesPage() {
  return (
    <WorkspaceFrame tab="activities">
      <Activities />
    </WorkspaceFrame>
  );
}
WorkspaceActivitiesPage.path = workspacesModule.pages.activities.path;
