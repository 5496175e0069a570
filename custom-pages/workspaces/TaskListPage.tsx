import { useState } from "react";
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { StatePagination } from "../../src/widgets/StatePagination";
import { useTranslate } from "react-admin";
import { DEFAULT_PAGE_SIZE } from "../../domain/constants";
import { workspacesModule } from "../../domain/modules/workspaces";
import type { Task } from "../../domain/schemas/workspace";
import { TaskDeleteDialog } from "./TaskDeleteDialog";
import { TaskFilters } from "./TaskFilters";
import { TaskFormDialog } from "./TaskFormDialog";
import type { TaskFilters as Filters, TaskSortField } from "./taskModel";
import { K, NO_FILTERS, SORT_FIELDS, todayOnDevice } from "./taskModel";
import type { TaskListRequest } from "./taskQueries";
import { useTaskList } from "./taskQueries";
import { TaskTable } from "./TaskTable";
import { useWorkspace } from "./workspaceContext";
import { WorkspaceFrame } from "./WorkspaceFrame";

const FIRST_PAGE: Pick<TaskListRequest, "page"> = { page: 1 };

function TaskList() {
  const translate = useTranslate();
  const { workspaceId, membership } = useWorkspace();
  const canWrite = membership.reaches("editor");
  const [request, setRequest] = useState<TaskListRequest>({
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    sortBy: "position",
    descending: false,
    filters: NO_FILTERS,
  });
  const list = useTaskList(workspaceId, request);
  const [editing, setEditing] = useState<{ task?: Task } | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const change = (next: Partial<TaskListRequest>) =>
    setRequest((r) => ({ ...r, ...FIRST_PAGE, ...next }));
  const rows = list.data?.data ?? [];
  const filtered =
    JSON.stringify(request.filters) !== JSON.stringify(NO_FILTERS);

  return (
    <>
      {canWrite ? (
        <Button
          startIcon={<AddIcon />}
          variant="contained"
          onClick={() => setEditing({})}
          sx={{ mb: 2 }}
        >
          {translate(`${K}.list.create`)}
        </Button>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${K}.readOnly`)}
        </Alert>
      )}
      <TaskFilters
        filters={request.filters}
        members={membership.members}
        onChange={(filters: Filters) => change({ filters })}
      />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate(`${K}.list.sort.label`)}
          value={request.sortBy}
          onChange={(e) => change({ sortBy: e.target.value as TaskSortField })}
          sx={{ minWidth: 160 }}
        >
          {SORT_FIELDS.map((f) => (
            <MenuItem key={f} value={f}>
              {translate(`${K}.list.sort.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={request.descending}
              onChange={(e) => change({ descending: e.target.checked })}
            />
          }
          label={translate(`${K}.list.descending`)}
        />
      </Stack>
      {list.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {list.error && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
      {list.data && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate(`${K}.list.${filtered ? "noMatch" : "empty"}`)}
        </Typography>
      )}
      {rows.length > 0 && (
        <TaskTable
          tasks={rows}
          members={membership.members}
          today={todayOnDevice()}
          canWrite={canWrite}
          onOpen={(task) => setEditing({ task })}
          onDelete={setDeleting}
        />
      )}
      {list.data && (
        <StatePagination
          total={list.data.total ?? 0}
          page={request.page}
          perPage={request.perPage}
          onPage={(page) => setRequest((r) => ({ ...r, page }))}
          onPerPage={(perPage) => change({ perPage })}
        />
      )}
      {editing && (
        <TaskFormDialog
          workspaceId={workspaceId}
          task={editing.task}
          members={membership.members}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <TaskDeleteDialog task={deleting} onClose={() => setDeleting(null)} />
      )}
    </>
  );
}

/**
 * /workspace/tasks/:workspaceId (issue 24): the workspace's tasks as a list with filters (status,
 * open included, assignee, priority, due dates, search), a sort and pages. Editors and owners create,
 * change and delete tasks in a dialog; viewers read.
 */
export function TaskListPage() {
  return (
    <WorkspaceFrame tab="tasks">
      <TaskList />
    </WorkspaceFrame>
  );
}
TaskListPage.path = workspacesModule.pages.tasks.path;
