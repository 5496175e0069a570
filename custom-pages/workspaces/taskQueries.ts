import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useDataProvider } from "react-admin";
import { tasksApiModule } from "../../domain/modules/workspaces";
import { MAX_PAGE_SIZE } from "../../domain/constants";
import type { Task, TaskStatus } from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { CalendarRange } from "../../src/widgets/calendar/calendarRange";
import { DATE_FORMATS } from "../../src/widgets/dateFormats";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import type { TaskFilters, TaskSortField } from "./taskModel";
import { taskSearch } from "./taskModel";

/** The tasks resource; react-query keys start with it, so one invalidation re-reads every task view. */
export const TASKS = tasksApiModule.name;
const LIVE_QUERIES = [[TASKS]];

export const boardQueryKey = (
  workspaceId: string,
  statuses: readonly TaskStatus[],
) => [TASKS, "board", workspaceId, statuses.join(",")];

/**
 * Every task of a workspace in these statuses, in board order (POST /tasks/search, up to
 * MAX_PAGE_SIZE), for the board and the calendar. Changes announced on the "tasks" topic (another
 * member's drop or edit) re-read it.
 */
export function useWorkspaceTasks(
  workspaceId: string,
  statuses: readonly TaskStatus[],
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  useLiveRefetch(TASKS, LIVE_QUERIES);
  return useQuery<Task[]>({
    queryKey: boardQueryKey(workspaceId, statuses),
    queryFn: async ({ signal }) =>
      (
        await dataProvider.getList<Task & { id: string }>(TASKS, {
          filter: { workspaceId },
          pagination: { page: 1, perPage: MAX_PAGE_SIZE },
          sort: { field: "position", order: "ASC" },
          meta: { body: { additionalArrayFilters: { statuses } } },
          signal,
        })
      ).data,
  });
}

export interface TaskListRequest {
  page: number;
  perPage: number;
  sortBy: TaskSortField;
  descending: boolean;
  filters: TaskFilters;
}

/** One page of the list's tasks (POST /tasks/search with the filters, the sort and the page). */
export function useTaskList(workspaceId: string, request: TaskListRequest) {
  const dataProvider = useDataProvider<AppDataProvider>();
  useLiveRefetch(TASKS, LIVE_QUERIES);
  const { filter, body } = taskSearch(workspaceId, request.filters);
  return useQuery({
    queryKey: [TASKS, "list", workspaceId, request],
    queryFn: ({ signal }) =>
      dataProvider.getList<Task & { id: string }>(TASKS, {
        filter,
        pagination: { page: request.page, perPage: request.perPage },
        sort: {
          field: request.sortBy,
          order: request.descending ? "DESC" : "ASC",
        },
        meta: { body },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The tasks due in a calendar's range, in these statuses (POST /tasks/search with dateFilterRequest
 * on the due date; the server's toDate is exclusive, as the range's end), up to MAX_PAGE_SIZE.
 */
export function useDueTasks(
  workspaceId: string,
  statuses: readonly TaskStatus[],
  range: CalendarRange,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  useLiveRefetch(TASKS, LIVE_QUERIES);
  const dateFilterRequest = {
    fromDate: dayjs(range.start).format(DATE_FORMATS.iso),
    toDate: dayjs(range.end).format(DATE_FORMATS.iso),
  };
  return useQuery({
    queryKey: [
      TASKS,
      "due",
      workspaceId,
      statuses.join(","),
      dateFilterRequest,
    ],
    queryFn: ({ signal }) =>
      dataProvider.getList<Task & { id: string }>(TASKS, {
        filter: { workspaceId },
        pagination: { page: 1, perPage: MAX_PAGE_SIZE },
        sort: { field: "dueDate", order: "ASC" },
        meta: {
          body: { additionalArrayFilters: { statuses }, dateFilterRequest },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
