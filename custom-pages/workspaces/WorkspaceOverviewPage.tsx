import type { ReactNode } from "react";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { LinkBase, useGetList, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import {
  tasksApiModule,
  workspacesModule,
} from "../../domain/modules/workspaces";
import type { Task, TaskStatus } from "../../domain/schemas/workspace";
import {
  OPEN_TASKS,
  statusesOf,
  TASK_STATUS_FILTERS,
} from "../../domain/schemas/workspace";
import { displayName } from "../../domain/users";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { AvatarInitials } from "../../src/widgets/AvatarInitials";
import { WorkspaceActivityFeed } from "./WorkspaceActivityFeed";
import { WorkspaceFrame } from "./WorkspaceFrame";
import { useWorkspaceActivities } from "./useWorkspaceActivities";
import { useWorkspace } from "./workspaceContext";
import { K } from "./workspaceKeys";
import { workspaceTabPath } from "./workspacePaths";

type TaskRow = Task & { id: string };
const OPEN_STATUSES = statusesOf(OPEN_TASKS);
const TASKS_SHOWN = 10;
const ACTIVITY_SHOWN = 5;
const LIVE_QUERIES = [[tasksApiModule.name]];

function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
        >
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          {link && (
            <Button size="small" component={LinkBase} to={link.to}>
              {link.label}
            </Button>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Members() {
  const translate = useTranslate();
  const { workspaceId, membership } = useWorkspace();
  return (
    <Section
      title={translate(`${K}.overview.members`)}
      link={{
        to: workspaceTabPath("members", workspaceId),
        label: translate(`${K}.overview.allMembers`),
      }}
    >
      <List dense>
        {membership.members.map((m) => (
          <ListItem key={m.workspaceMemberId} disableGutters>
            <Stack direction="row" spacing={1} alignItems="center">
              <AvatarInitials user={m.member} size={28} />
              <Typography variant="body2">{displayName(m.member)}</Typography>
              <Chip
                size="small"
                variant="outlined"
                label={translate(`${K}.roles.${m.workspaceRole}`, {
                  _: m.workspaceRole,
                })}
              />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

/** One open status's count (POST /tasks/search {workspaceId, status}, one row asked for its total). */
function StatusCount({ status }: { status: TaskStatus }) {
  const translate = useTranslate();
  const { workspaceId } = useWorkspace();
  const { total } = useGetList<TaskRow>(tasksApiModule.name, {
    filter: { workspaceId, status },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Button
      component={LinkBase}
      to={workspaceTabPath("board", workspaceId, status)}
      variant="outlined"
      sx={{ flexDirection: "column", minWidth: 96 }}
    >
      <Typography component="span" variant="h5">
        {total ?? "…"}
      </Typography>
      <Typography component="span" variant="caption">
        {translate(`${K}.taskStatuses.${status}`)}
      </Typography>
    </Button>
  );
}

function Tasks({ filter }: { filter: string }) {
  const translate = useTranslate();
  const { workspaceId } = useWorkspace();
  const { data, isPending } = useGetList<TaskRow>(tasksApiModule.name, {
    filter: {
      workspaceId,
      additionalArrayFilters: { statuses: [...statusesOf(filter)] },
    },
    sort: { field: "dueDate", order: "ASC" },
    pagination: { page: 1, perPage: TASKS_SHOWN },
  });
  const filterName = translate(`${K}.taskStatuses.${filter}`, { _: filter });
  return (
    <Section
      title={translate(`${K}.overview.tasks`, { filter: filterName })}
      link={{
        to: workspaceTabPath("board", workspaceId, filter),
        label: translate(`${K}.frame.tabs.board`),
      }}
    >
      {!isPending && !data?.length && (
        <Typography color="text.secondary">
          {translate(`${K}.overview.noTasks`)}
        </Typography>
      )}
      <List dense>
        {data?.map((task) => (
          <ListItem key={task.taskId} disableGutters divider>
            <ListItemText
              primary={task.title}
              secondary={[
                translate(`${K}.taskStatuses.${task.status}`, {
                  _: task.status,
                }),
                task.assigneeName ?? translate(`${K}.overview.unassigned`),
                ...(task.dueDate
                  ? [translate(`${K}.overview.due`, { date: task.dueDate })]
                  : []),
              ].join(" · ")}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

function RecentActivity() {
  const translate = useTranslate();
  const { workspaceId } = useWorkspace();
  const { data, error } = useWorkspaceActivities(
    workspaceId,
    1,
    ACTIVITY_SHOWN,
  );
  return (
    <Section
      title={translate(`${K}.overview.activity`)}
      link={{
        to: workspaceTabPath("activities", workspaceId),
        label: translate(`${K}.overview.allActivity`),
      }}
    >
      {error ? (
        <Alert severity="warning">{translate(`${K}.activities.failed`)}</Alert>
      ) : data?.length === 0 ? (
        <Typography color="text.secondary">
          {translate(`${K}.overview.noActivity`)}
        </Typography>
      ) : (
        <WorkspaceActivityFeed activities={data ?? []} compact />
      )}
    </Section>
  );
}

function Overview() {
  const translate = useTranslate();
  const { statusFilter } = useParams<{ statusFilter?: string }>();
  // Absent (or not a status): the open tasks.
  const filter =
    TASK_STATUS_FILTERS.find((f) => f === statusFilter) ?? OPEN_TASKS;
  useLiveRefetch("tasks", LIVE_QUERIES);
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" },
      }}
    >
      <Section title={translate(`${K}.overview.tasksByStatus`)}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          sx={{ mt: 1 }}
        >
          {OPEN_STATUSES.map((s) => (
            <StatusCount key={s} status={s} />
          ))}
        </Stack>
      </Section>
      <Members />
      <Tasks filter={filter} />
      <RecentActivity />
    </Box>
  );
}

/**
 * /workspace/:workspaceId/:statusFilter? (issue 24): the workspace at a glance: its open tasks
 * counted by status (each leads to the board filtered by it), the tasks of the route's statusFilter
 * (absent: the open ones), its members with their roles, and its latest activity.
 */
export function WorkspaceOverviewPage() {
  return (
    <WorkspaceFrame tab="overview">
      <Overview />
    </WorkspaceFrame>
  );
}
WorkspaceOverviewPage.path = workspacesModule.pages.overview.path;
