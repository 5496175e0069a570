import {
  Alert,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { useGetList, LinkBase, useTranslate } from "react-admin";
import { tasksApiModule } from "../../domain/modules/workspaces";
import type { Task } from "../../domain/schemas/workspace";
import { OPEN_TASKS, statusesOf } from "../../domain/schemas/workspace";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { workspaceTabPath } from "../workspaces/workspacePaths";
import { shiftDay, todayOnDevice } from "./myDayModel";

const K = "pages.workspaces.home";
/** Enough for anyone's next two days; the board has the rest. */
const SHOWN = 50;
const LIVE_QUERIES = [[tasksApiModule.name]];

type TaskRow = Task & { id: string };
export type DueWhen = "overdue" | "today" | "tomorrow";

/** Where a due date falls from today on the device: before it, on it, or the day after. */
export function dueWhen(dueDate: string, today: string): DueWhen {
  if (dueDate < today) return "overdue";
  return dueDate === today ? "today" : "tomorrow";
}

const CHIP_COLOR = {
  overdue: "error",
  today: "warning",
  tomorrow: "default",
} as const;

/**
 * The home page's panel of the signed-in user's open tasks due today, tomorrow or overdue, across
 * their workspaces (issue 24): POST /tasks/search {assigneeId: me, statuses: open, dueDate up to
 * tomorrow}, soonest first. The home page shows it only while feature-workspaces is on.
 */
export function MyTasksPanel({ userId }: { userId: string }) {
  const translate = useTranslate();
  const today = todayOnDevice();
  const tomorrow = shiftDay(today, 1);
  const { data, error, isPending } = useGetList<TaskRow>(tasksApiModule.name, {
    filter: {
      assigneeId: userId,
      additionalArrayFilters: { statuses: [...statusesOf(OPEN_TASKS)] },
      dateFilterRequest: { toDate: tomorrow },
    },
    sort: { field: "dueDate", order: "ASC" },
    pagination: { page: 1, perPage: SHOWN },
  });
  useLiveRefetch("tasks", LIVE_QUERIES);
  const title = translate(`${K}.title`);
  // The date range ends tomorrow; a task with no due date is never due soon.
  const due = (data ?? []).filter((t) => t.dueDate && t.dueDate <= tomorrow);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {error && <Alert severity="warning">{translate(`${K}.failed`)}</Alert>}
        {!error && !isPending && due.length === 0 && (
          <Typography color="text.secondary">
            {translate(`${K}.empty`)}
          </Typography>
        )}
        <List dense>
          {due.map((task) => {
            const when = dueWhen(task.dueDate ?? today, today);
            return (
              <ListItem key={task.taskId} disableGutters divider>
                <ListItemText
                  primary={
                    <LinkBase to={workspaceTabPath("tasks", task.workspaceId)}>
                      {task.title}
                    </LinkBase>
                  }
                  secondary={translate(
                    `pages.workspaces.taskStatuses.${task.status}`,
                    { _: task.status },
                  )}
                />
                <Chip
                  size="small"
                  color={CHIP_COLOR[when]}
                  label={`${translate(`${K}.${when}`)} · ${task.dueDate}`}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
