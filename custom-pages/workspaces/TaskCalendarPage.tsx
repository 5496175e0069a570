import { useMemo, useState } from "react";
import { Alert } from "@mui/material";
import type { Theme } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useTranslate } from "react-admin";
import type { Components } from "react-big-calendar";
import { useParams } from "react-router-dom";
import { workspacesModule } from "../../domain/modules/workspaces";
import type { Task } from "../../domain/schemas/workspace";
import { statusesOf } from "../../domain/schemas/workspace";
import type { CalendarView } from "../../src/widgets/calendar/calendarRange";
import { EventCalendar } from "../../src/widgets/calendar/EventCalendar";
import { useCalendarState } from "../../src/widgets/calendar/useCalendarState";
import { CalendarTaskEvent } from "./CalendarTaskEvent";
import { TaskFormDialog } from "./TaskFormDialog";
import type { TaskEvent } from "./taskModel";
import { dueEvents, isOverdue, K, todayOnDevice } from "./taskModel";
import { useDueTasks } from "./taskQueries";
import { TaskStatusFilter } from "./TaskStatusFilter";
import { useWorkspace } from "./workspaceContext";
import { WorkspaceFrame } from "./WorkspaceFrame";

const VIEWS: readonly CalendarView[] = ["month", "week"];
/** A phone shows the due tasks as a list first (the week grid's hours mean nothing for a due day). */
const PHONE_VIEWS: readonly CalendarView[] = ["agenda", "week"];

/** A task's colour: done ones quiet, overdue ones red, blocked ones amber, the rest the primary. */
function eventColor(theme: Theme, task: Task, today: string) {
  if (task.status === "done")
    return { main: theme.palette.grey[500], text: theme.palette.common.white };
  const palette = isOverdue(task, today)
    ? theme.palette.error
    : task.status === "blocked"
      ? theme.palette.warning
      : theme.palette.primary;
  return { main: palette.main, text: palette.contrastText };
}

function Calendar({ statusFilter }: { statusFilter: string | undefined }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { workspaceId, membership } = useWorkspace();
  const statuses = useMemo(() => statusesOf(statusFilter), [statusFilter]);
  const state = useCalendarState(
    `${workspacesModule.name}.tasks.calendar`,
    VIEWS,
    PHONE_VIEWS,
  );
  const due = useDueTasks(workspaceId, statuses, state.range);
  const [editing, setEditing] = useState<Task | null>(null);
  const events = useMemo(() => dueEvents(due.data?.data ?? []), [due.data]);
  const components = useMemo<Components<TaskEvent>>(
    () => ({
      event: (props) => <CalendarTaskEvent {...props} onOpen={setEditing} />,
    }),
    [],
  );
  const today = todayOnDevice();
  const total = due.data?.total ?? 0;
  return (
    <>
      <TaskStatusFilter
        tab="calendar"
        workspaceId={workspaceId}
        current={statusFilter}
      />
      {due.error ? (
        <Alert severity="error">{translate(`${K}.failed`)}</Alert>
      ) : null}
      {total > events.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${K}.calendar.tooMany`, { shown: events.length, total })}
        </Alert>
      )}
      <EventCalendar<TaskEvent>
        events={events}
        state={state}
        messagesPrefix={`${K}.calendar`}
        loading={due.isFetching}
        components={components}
        tooltipAccessor={null}
        eventPropGetter={(e) => {
          const color = eventColor(theme, e.task, today);
          // The agenda styles its whole row (the date cell too): a coloured edge reads better there.
          if (state.view === "agenda")
            return { style: { borderLeft: `4px solid ${color.main}` } };
          return {
            style: {
              backgroundColor: color.main,
              color: color.text,
              border: 0,
            },
          };
        }}
      />
      {editing && (
        <TaskFormDialog
          workspaceId={workspaceId}
          task={editing}
          members={membership.members}
          canWrite={membership.reaches("editor")}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/**
 * /workspace/tasks/calendar/:workspaceId/:statusFilter? (issue 24): the workspace's tasks on their
 * due dates, month and week views of the shared calendar (src/widgets/calendar); only the range
 * shown is asked for. A task opens in the task dialog.
 */
export function TaskCalendarPage() {
  const { statusFilter } = useParams<{ statusFilter?: string }>();
  return (
    <WorkspaceFrame tab="calendar">
      <Calendar statusFilter={statusFilter} />
    </WorkspaceFrame>
  );
}
TaskCalendarPage.path = workspacesModule.pages.calendar.path;
