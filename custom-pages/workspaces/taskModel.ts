/**
 * The task screens' pure parts (issue 24): what a card or a row shows (overdue, the assignee's
 * name), the form's values and the body they become, the list's filters as a search request, and
 * tasks as calendar events.
 */
import dayjs from "dayjs";
import type {
  Task,
  TaskPriority,
  TaskStatus,
  WorkspaceMember,
} from "../../domain/schemas/workspace";
import {
  OPEN_TASKS,
  statusesOf,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from "../../domain/schemas/workspace";
import { DATE_FORMATS } from "../../src/widgets/dateFormats";

export const K = "pages.workspaces.tasks";
export const statusKey = (status: string) =>
  `pages.workspaces.taskStatuses.${status}`;
export const priorityKey = (priority: string) => `${K}.priorities.${priority}`;

export const todayOnDevice = () => dayjs().format(DATE_FORMATS.iso);

/** Past its due day and not done: the card and the row say so. */
export const isOverdue = (task: Task, today: string) =>
  !!task.dueDate && task.dueDate < today && task.status !== "done";

/** The MUI colour of a priority chip: the urgent stand out, the ordinary stay quiet. */
export function priorityColor(priority: string) {
  if (priority === "urgent") return "error" as const;
  if (priority === "high") return "warning" as const;
  return "default" as const;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/**
 * The assignee's name for the avatar: the approved member's, else the row's "First Last" (a member
 * who has left since), else null when unassigned.
 */
export function assigneeOf(
  task: Pick<Task, "assigneeId" | "assigneeName">,
  members: readonly WorkspaceMember[],
): PersonName | null {
  if (!task.assigneeId) return null;
  const member = members.find((m) => m.member.userId === task.assigneeId);
  if (member)
    return {
      firstName: member.member.firstName,
      lastName: member.member.lastName,
    };
  const [firstName = "", ...rest] = (task.assigneeName ?? "").split(" ");
  return { firstName, lastName: rest.join(" ") };
}

/** What the task form holds: labels as one comma-separated text, empty strings for none. */
export interface TaskFormValues {
  taskId?: string;
  workspaceId: string;
  title: string;
  description: string;
  status: TaskStatus;
  assigneeId: string;
  dueDate: string | null;
  priority: TaskPriority;
  labels: string;
}

const asStatus = (s: string): TaskStatus =>
  TASK_STATUSES.find((x) => x === s) ?? "todo";
const asPriority = (p: string): TaskPriority =>
  TASK_PRIORITIES.find((x) => x === p) ?? "normal";

export function taskFormValues(
  workspaceId: string,
  task?: Task,
  status: TaskStatus = "todo",
): TaskFormValues {
  return {
    ...(task ? { taskId: task.taskId } : {}),
    workspaceId,
    title: task?.title ?? "",
    description: task?.description ?? "",
    status: task ? asStatus(task.status) : status,
    assigneeId: task?.assigneeId ?? "",
    dueDate: task?.dueDate ?? null,
    priority: task ? asPriority(task.priority) : "normal",
    labels: (task?.labels ?? []).join(", "),
  };
}

export const splitLabels = (text: string) =>
  text
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);

/** POST /tasks's body (taskUpsertSchema): no assignee or due date is null, labels a list. */
export function taskBody(values: TaskFormValues) {
  const { taskId, description, assigneeId, dueDate, labels, ...rest } = values;
  return {
    ...(taskId ? { taskId } : {}),
    ...rest,
    title: rest.title.trim(),
    description: description.trim() === "" ? null : description,
    assigneeId: assigneeId === "" ? null : assigneeId,
    dueDate: dueDate || null,
    labels: splitLabels(labels),
  };
}

/** The list's filters, as the user sets them. */
export interface TaskFilters {
  search: string;
  /** A status, "open", or "" for any. */
  status: string;
  assigneeId: string;
  priority: string;
  dueFrom: string | null;
  dueTo: string | null;
}

export const NO_FILTERS: TaskFilters = {
  search: "",
  status: "",
  assigneeId: "",
  priority: "",
  dueFrom: null,
  dueTo: null,
};

export const SORT_FIELDS = [
  "position",
  "dueDate",
  "priority",
  "title",
  "updatedAt",
  "createdAt",
] as const;
export type TaskSortField = (typeof SORT_FIELDS)[number];

/**
 * POST /tasks/search's filter keys for a workspace: the statuses as an array filter ("open" is every
 * status but done), the assignee and priority as they are, the due dates as dateFilterRequest (an
 * end day included: the server's toDate is exclusive), the search term as `q`.
 */
export function taskSearch(workspaceId: string, filters: TaskFilters) {
  const statuses =
    filters.status === "" ? null : statusesOf(filters.status || undefined);
  const dueTo = filters.dueTo
    ? dayjs(filters.dueTo).add(1, "day").format(DATE_FORMATS.iso)
    : null;
  return {
    filter: {
      workspaceId,
      ...(filters.search.trim() ? { q: filters.search.trim() } : {}),
      ...(filters.assigneeId ? { assigneeId: filters.assigneeId } : {}),
      ...(filters.priority ? { priority: filters.priority } : {}),
    },
    body: {
      ...(statuses
        ? { additionalArrayFilters: { statuses: [...statuses] } }
        : {}),
      ...(filters.dueFrom || dueTo
        ? {
            dateFilterRequest: {
              ...(filters.dueFrom ? { fromDate: filters.dueFrom } : {}),
              ...(dueTo ? { toDate: dueTo } : {}),
            },
          }
        : {}),
    },
  };
}

/** The filter choices of the status select: any, open, then each status. */
export const STATUS_CHOICES = [OPEN_TASKS, ...TASK_STATUSES] as const;

export interface TaskEvent {
  task: Task;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
}

/** Tasks with a due date as all-day events of that day (the browser's day, as the calendar shows). */
export function dueEvents(tasks: readonly Task[]): TaskEvent[] {
  return tasks.flatMap((task) => {
    if (!task.dueDate) return [];
    const day = dayjs(task.dueDate, DATE_FORMATS.iso).startOf("day");
    return [
      {
        task,
        title: task.title,
        start: day.toDate(),
        // Its own day's end, not the next midnight: the agenda marks an event ending on a later day
        // as continuing ("»"), and a due date is one day.
        end: day.endOf("day").toDate(),
        allDay: true as const,
      },
    ];
  });
}
