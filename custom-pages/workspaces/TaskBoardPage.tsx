import { useMemo, useState } from "react";
import { Alert, Button, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { workspacesModule } from "../../domain/modules/workspaces";
import type { Task } from "../../domain/schemas/workspace";
import { statusesOf } from "../../domain/schemas/workspace";
import { TaskBoard } from "./TaskBoard";
import { TaskFormDialog } from "./TaskFormDialog";
import { K, todayOnDevice } from "./taskModel";
import { boardQueryKey, useWorkspaceTasks } from "./taskQueries";
import { TaskStatusFilter } from "./TaskStatusFilter";
import { useWorkspace } from "./workspaceContext";
import { WorkspaceFrame } from "./WorkspaceFrame";

/** Which task the dialog shows: a new one, or one opened from its card. */
type Editing = { task?: Task } | null;

function Board({ statusFilter }: { statusFilter: string | undefined }) {
  const translate = useTranslate();
  const { workspaceId, membership } = useWorkspace();
  const canWrite = membership.reaches("editor");
  const statuses = useMemo(() => statusesOf(statusFilter), [statusFilter]);
  const tasks = useWorkspaceTasks(workspaceId, statuses);
  const [editing, setEditing] = useState<Editing>(null);
  const today = todayOnDevice();
  return (
    <>
      <TaskStatusFilter
        tab="board"
        workspaceId={workspaceId}
        current={statusFilter}
      />
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
      {tasks.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {tasks.error && (
        <Alert severity="error">{translate(`${K}.failed`)}</Alert>
      )}
      {tasks.data && (
        <TaskBoard
          tasks={tasks.data}
          statuses={statuses}
          queryKey={boardQueryKey(workspaceId, statuses)}
          members={membership.members}
          today={today}
          canDrag={canWrite}
          onOpen={(task) => setEditing({ task })}
        />
      )}
      {editing && (
        <TaskFormDialog
          workspaceId={workspaceId}
          task={editing.task}
          status={statuses[0]}
          members={membership.members}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/**
 * /workspace/tasks/board/:workspaceId/:statusFilter? (issue 24): the workspace's tasks as a kanban
 * board, every column (all), all but done (open) or one status. Editors and owners drag cards between
 * and within columns; viewers read. Another member's change arrives without a reload.
 */
export function TaskBoardPage() {
  const { statusFilter } = useParams<{ statusFilter?: string }>();
  return (
    <WorkspaceFrame tab="board">
      <Board statusFilter={statusFilter} />
    </WorkspaceFrame>
  );
}
TaskBoardPage.path = workspacesModule.pages.board.path;
