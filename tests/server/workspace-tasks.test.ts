/**
 * A workspace's tasks through the generic calls (issue 24): who may read and write them, the
 * assignee rule, a new task at its column's end, the search's workspace guard, and the activity.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WORKSPACE_MESSAGES } from "../../domain/schemas/workspace";
import { activities, tasks } from "../../server/db/schema";
import { catalogue, del, expectError, get, post, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  createTask,
  insertTask,
  twoWorkspaces,
} from "./support/workspaceFactories";

const w = appWorld(twoWorkspaces);
const forbidden = catalogue(403);

describe("tasks", () => {
  it("an editor creates (201 'New Task added.', at the end of its column), changes (200) and deletes", async () => {
    const id = w.a.workspace.id;
    const first = await createTask(w.t, w.a.editor.headers, id, {
      status: "blocked",
    });
    const second = await createTask(w.t, w.a.owner.headers, id, {
      status: "blocked",
    });
    expect(second.position).toBeGreaterThan(first.position);
    const created = await post(
      w.t,
      "/api/tasks",
      {
        workspaceId: id,
        title: "Call the family",
        description: "Before noon",
        status: "todo",
        assigneeId: w.a.viewer.user.id,
        dueDate: "2026-12-01",
        priority: "high",
        labels: ["discharge"],
      },
      w.a.editor.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe("New Task added.");
    const task = created.json().data;
    expect(task).toMatchObject({
      workspaceId: id,
      title: "Call the family",
      status: "todo",
      assigneeId: w.a.viewer.user.id,
      assigneeName: `${w.a.viewer.user.firstName} ${w.a.viewer.user.lastName}`,
      dueDate: "2026-12-01",
      priority: "high",
      labels: ["discharge"],
    });
    const changed = await post(
      w.t,
      "/api/tasks",
      {
        taskId: task.taskId,
        workspaceId: id,
        title: "Call the daughter",
        status: "blocked",
      },
      w.a.editor.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe("Task updated.");
    // A status changed through the upsert puts the card at the end of its new column.
    expect(changed.json().data.position).toBeGreaterThan(second.position);
    const removed = await del(
      w.t,
      `/api/tasks/${task.taskId}`,
      w.a.editor.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const recorded = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, task.taskId));
    expect(recorded.map((a) => a.action).sort()).toEqual([
      "created",
      "deleted",
      "updated",
    ]);
    expect(
      recorded.every(
        (a) => a.contextId === id && a.contextType === "workspace",
      ),
    ).toBe(true);
  });

  it("a viewer cannot create, change or delete a task (403)", async () => {
    const { a } = w;
    expectError(
      await post(
        w.t,
        "/api/tasks",
        { workspaceId: a.workspace.id, title: "No" },
        a.viewer.headers,
      ),
      403,
      forbidden,
    );
    expectError(
      await post(
        w.t,
        "/api/tasks",
        { taskId: a.task.id, workspaceId: a.workspace.id, title: "No" },
        a.viewer.headers,
      ),
      403,
      forbidden,
    );
    expectError(
      await del(w.t, `/api/tasks/${a.task.id}`, a.viewer.headers),
      403,
      forbidden,
    );
  });

  it("the assignee must be an approved member (422 on assigneeId, nothing stored)", async () => {
    const before = await w.t.db
      .select()
      .from(tasks)
      .where(eq(tasks.workspaceId, w.a.workspace.id));
    for (const assigneeId of [
      w.outsider.user.id,
      w.a.requester.user.id,
      w.b.owner.user.id,
    ])
      expectError(
        await post(
          w.t,
          "/api/tasks",
          { workspaceId: w.a.workspace.id, title: "Assigned", assigneeId },
          w.a.editor.headers,
        ),
        422,
        WORKSPACE_MESSAGES.assignee,
        [{ field: "assigneeId", message: WORKSPACE_MESSAGES.assignee }],
      );
    const after = await w.t.db
      .select()
      .from(tasks)
      .where(eq(tasks.workspaceId, w.a.workspace.id));
    expect(after).toHaveLength(before.length);
  });

  it("a task cannot move to another workspace (422 on workspaceId)", async () => {
    const res = await post(
      w.t,
      "/api/tasks",
      { taskId: w.a.task.id, workspaceId: w.b.workspace.id, title: "Moved" },
      w.admin.headers,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "workspaceId", message: expect.any(String) },
    ]);
  });

  it("non-members get 403 on get, search by workspaceId, upsert and delete; unknown ids 404", async () => {
    const { a } = w;
    for (const caller of [w.outsider, w.b.owner, a.requester]) {
      expectError(
        await get(w.t, `/api/tasks/${a.task.id}`, caller.headers),
        403,
        forbidden,
      );
      for (const body of [
        { workspaceId: a.workspace.id },
        { additionalStringFilters: { workspaceId: a.workspace.id } },
        {
          additionalArrayFilters: {
            workspaceId: [w.b.workspace.id, a.workspace.id],
          },
        },
      ])
        expectError(
          await post(w.t, "/api/tasks/search", body, caller.headers),
          403,
          forbidden,
        );
      expectError(
        await post(
          w.t,
          "/api/tasks",
          { workspaceId: a.workspace.id, title: "In" },
          caller.headers,
        ),
        403,
        forbidden,
      );
      expectError(
        await post(
          w.t,
          "/api/tasks",
          { taskId: a.task.id, workspaceId: a.workspace.id, title: "In" },
          caller.headers,
        ),
        403,
        forbidden,
      );
      expectError(
        await del(w.t, `/api/tasks/${a.task.id}`, caller.headers),
        403,
        forbidden,
      );
    }
    const unknown = crypto.randomUUID();
    expectError(
      await get(w.t, `/api/tasks/${unknown}`, w.outsider.headers),
      404,
      "Task not found.",
    );
    expectError(
      await del(w.t, `/api/tasks/${unknown}`, w.outsider.headers),
      404,
      "Task not found.",
    );
    expectError(
      await post(
        w.t,
        "/api/tasks/search",
        { workspaceId: unknown },
        w.outsider.headers,
      ),
      404,
      "Workspace not found.",
    );
    expectError(
      await post(
        w.t,
        "/api/tasks",
        { workspaceId: unknown, title: "Lost" },
        w.a.owner.headers,
      ),
      404,
      "Workspace not found.",
    );
    // A body without a workspace is invalid, never forbidden.
    const res = await post(
      w.t,
      "/api/tasks",
      { title: "Where?" },
      w.outsider.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: "workspaceId" }),
    ]);
  });

  it("search without a workspace answers only the caller's workspaces; a system administrator all", async () => {
    const mine = await search(w.t, "/tasks", w.b.viewer.headers, {
      pageSize: 100,
    });
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.workspaceId === w.b.workspace.id)).toBe(
      true,
    );
    expect((await search(w.t, "/tasks", w.outsider.headers, {})).data).toEqual(
      [],
    );
    const all = await search(w.t, "/tasks", w.admin.headers, { pageSize: 100 });
    expect(new Set(all.data.map((r) => r.workspaceId))).toEqual(
      new Set([w.a.workspace.id, w.b.workspace.id]),
    );
  });

  it("exports: members only (403 naming another's workspace), without a workspace only the caller's", async () => {
    expectError(
      await post(
        w.t,
        "/api/tasks/export",
        { workspaceId: w.a.workspace.id },
        w.b.viewer.headers,
      ),
      403,
      forbidden,
    );
    const own = await post(w.t, "/api/tasks/export", {}, w.b.viewer.headers);
    expect(own.statusCode, own.body).toBe(200);
    const mine = await search(w.t, "/tasks", w.b.viewer.headers, {
      pageSize: 100,
    });
    expect(Number(own.headers["x-total-count"])).toBe(mine.total);
    expect(own.body).not.toContain("Alpha task");
  });

  it("filters by status, assignee, due date and search term; sorts by due date (empty ones last)", async () => {
    const id = w.b.workspace.id;
    await insertTask(w.t.db, id, {
      title: "Order oxygen",
      status: "done",
      dueDate: "2026-11-02",
    });
    await insertTask(w.t.db, id, {
      title: "Sign the form",
      status: "todo",
      dueDate: "2026-11-04",
    });
    const headers = w.b.viewer.headers;
    const done = await search(w.t, "/tasks", headers, {
      workspaceId: id,
      status: "done",
    });
    expect(done.data.map((r) => r.title)).toEqual(["Order oxygen"]);
    const open = await search(w.t, "/tasks", headers, {
      workspaceId: id,
      additionalArrayFilters: { statuses: ["todo", "in-progress", "blocked"] },
      dateFilterRequest: { fromDate: "2026-11-01", toDate: "2026-11-05" },
    });
    expect(open.data.map((r) => r.title)).toEqual(["Sign the form"]);
    const termed = await search(w.t, "/tasks", headers, {
      workspaceId: id,
      searchTerm: "OXYGEN",
    });
    expect(termed.data.map((r) => r.title)).toEqual(["Order oxygen"]);
    const assigned = await search(w.t, "/tasks", headers, {
      workspaceId: id,
      assigneeId: w.b.editor.user.id,
    });
    expect(assigned.data.map((r) => r.title)).toEqual(["Beta task"]);
    const byDue = await search(w.t, "/tasks", headers, {
      workspaceId: id,
      sortBy: "dueDate",
      sortDescending: false,
      additionalStringFilters: { priority: "normal" },
    });
    expect(byDue.data.slice(0, 2).map((r) => r.title)).toEqual([
      "Order oxygen",
      "Sign the form",
    ]);
  });
});
