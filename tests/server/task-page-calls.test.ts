/**
 * The calls the task list, board and calendar make (custom-pages/workspaces, issue 24), built with
 * the pages' own builders (taskSearch, taskBody, boardModel's move body, the data provider's
 * searchBody and upsertBody) and answered by the real server: a mismatch between the pages and the
 * API fails here, not in the browser.
 */
import { describe, expect, it } from "vitest";
import {
  applyMove,
  columnsOf,
  dropPlace,
  moveCard,
  moveOf,
} from "../../custom-pages/workspaces/boardModel";
import {
  NO_FILTERS,
  taskBody,
  taskFormValues,
  taskSearch,
} from "../../custom-pages/workspaces/taskModel";
import type { Task } from "../../domain/schemas/workspace";
import { statusesOf, WORKSPACE_MESSAGES } from "../../domain/schemas/workspace";
import { searchBody, upsertBody } from "../../providers/contractMapping";
import { resourceConfig } from "../../providers/resourceMap";
import type { Headers } from "./support/api";
import { post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { insertTask, twoWorkspaces } from "./support/workspaceFactories";

const w = appWorld(twoWorkspaces);
const TASKS = resourceConfig("tasks");

async function ok(path: string, body: object, headers: Headers) {
  const res = await post(w.t, `/api${path}`, body, headers);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { data: Task[]; total: number; message: string };
}

/** The board's read (useWorkspaceTasks): every task of these statuses in position order. */
const boardBody = (workspaceId: string, filter?: string) =>
  searchBody({
    filter: { workspaceId },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: "position", order: "ASC" },
    meta: {
      body: {
        additionalArrayFilters: { statuses: [...statusesOf(filter)] },
      },
    },
  });

describe("the task pages' calls against the server", () => {
  it("the list: filters, search, due range and sort as the page sends them", async () => {
    const { a } = w;
    const id = a.workspace.id;
    await insertTask(w.t.db, id, {
      title: "Order the oxygen",
      status: "blocked",
      priority: "high",
      dueDate: "2026-11-03",
      assigneeId: a.editor.user.id,
    });
    const { filter, body } = taskSearch(id, {
      ...NO_FILTERS,
      search: "oxygen",
      status: "open",
      assigneeId: a.editor.user.id,
      priority: "high",
      dueFrom: "2026-11-01",
      dueTo: "2026-11-03",
    });
    const page = await ok(
      "/tasks/search",
      searchBody({
        filter,
        meta: { body },
        pagination: { page: 1, perPage: 10 },
        sort: { field: "dueDate", order: "DESC" },
      }),
      a.viewer.headers,
    );
    expect(page.data.map((t) => t.title)).toEqual(["Order the oxygen"]);
    for (const sortBy of ["priority", "title", "updatedAt", "createdAt"])
      await ok(
        "/tasks/search",
        searchBody({
          filter: { workspaceId: id },
          pagination: { page: 2, perPage: 25 },
          sort: { field: sortBy, order: "ASC" },
        }),
        a.viewer.headers,
      );
  });

  it("the dialog: a task created from the form, and the 422 on a non-member assignee", async () => {
    const { a, b } = w;
    const values = {
      ...taskFormValues(a.workspace.id),
      title: "Book the transport",
      assigneeId: a.editor.user.id,
      dueDate: "2026-11-04",
      labels: "transport, bed",
    };
    const created = await ok(
      "/tasks",
      upsertBody(taskBody(values), TASKS),
      a.editor.headers,
    );
    expect(created.message).toBe("New Task added.");
    const refused = await post(
      w.t,
      "/api/tasks",
      upsertBody(taskBody({ ...values, assigneeId: b.editor.user.id }), TASKS),
      a.editor.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: "assigneeId", message: WORKSPACE_MESSAGES.assignee },
    ]);
  });

  it("the board: a drop's move body puts the card where the board showed it", async () => {
    const { b } = w;
    const id = b.workspace.id;
    for (const title of ["One", "Two", "Three"])
      await insertTask(w.t.db, id, { title, status: "in-progress" });
    const read = async () =>
      (await ok("/tasks/search", boardBody(id), b.editor.headers)).data;
    const tasks = await read();
    const columns = columnsOf(tasks, statusesOf(undefined));
    const [one, , three] = columns[1].tasks;
    // "One" dropped onto "Three": below it, at the end of the column.
    const moved = moveCard(
      columns,
      one.taskId,
      dropPlace(columns, one.taskId, three.taskId)!,
    );
    const body = moveOf(moved, one.taskId)!;
    expect(body).toEqual({ status: "in-progress", afterTaskId: three.taskId });
    const answer = await ok(
      `/tasks/${one.taskId}/move`,
      body,
      b.editor.headers,
    );
    expect(answer.message).toBe("Task moved.");
    const shown = columnsOf(
      applyMove(tasks, moved, one.taskId),
      statusesOf(undefined),
    );
    const saved = columnsOf(await read(), statusesOf(undefined));
    expect(saved[1].tasks.map((t) => t.title)).toEqual(
      shown[1].tasks.map((t) => t.title),
    );
    // A viewer's drop is refused: the board puts the card back.
    const refused = await post(
      w.t,
      `/api/tasks/${three.taskId}/move`,
      { status: "done" },
      b.viewer.headers,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("the calendar: the open tasks due in the range shown", async () => {
    const { a } = w;
    const id = a.workspace.id;
    await insertTask(w.t.db, id, {
      title: "Due in range",
      dueDate: "2025-03-14",
    });
    await insertTask(w.t.db, id, {
      title: "Due after",
      dueDate: "2025-04-06",
    });
    const page = await ok(
      "/tasks/search",
      searchBody({
        filter: { workspaceId: id },
        pagination: { page: 1, perPage: 1000 },
        sort: { field: "dueDate", order: "ASC" },
        meta: {
          body: {
            additionalArrayFilters: { statuses: [...statusesOf("open")] },
            dateFilterRequest: { fromDate: "2025-02-23", toDate: "2025-04-06" },
          },
        },
      }),
      a.viewer.headers,
    );
    expect(page.data.map((t) => t.title)).toEqual(["Due in range"]);
  });
});
