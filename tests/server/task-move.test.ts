/**
 * POST /tasks/{taskId}/move (issue 24): a drop on the board lands between its neighbours, within a
 * column or into another, renumbering a column whose gap is spent; viewers and non-members are
 * refused (403), an unknown task is 404, a neighbour of another column or workspace 422.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activities, tasks } from "../../server/db/schema";
import { TASK_MOVE_MESSAGES } from "../../server/workspaces/taskMove";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import {
  enableWorkspaces,
  insertColumn,
  insertMember,
  insertWorkspace,
} from "./support/boardFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let editor: Headers;
let viewer: Headers;
let stranger: Headers;
let editorId: string;
let viewerId: string;
/** The board of the running test: each test has its own, so columns never mix. */
let workspaceId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWorkspaces(t.db);
  const e = await as(t, "nurse");
  const v = await as(t, "nurse");
  [editor, editorId, viewer, viewerId] = [e.headers, e.user.id, v.headers, v.user.id]; // prettier-ignore
  stranger = (await as(t, "nurse")).headers;
});
beforeEach(async () => {
  workspaceId = (await insertWorkspace(t.db)).id;
  await insertMember(t.db, workspaceId, editorId, "editor");
  await insertMember(t.db, workspaceId, viewerId, "viewer");
});
afterAll(() => t.close());

const move = (taskId: string, body: object, headers = editor) =>
  post(t, `/api/tasks/${taskId}/move`, body, headers);

/** The titles of a column in board order. */
async function columnOf(status: string) {
  const rows = await t.db
    .select({ title: tasks.title, position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.status, status)))
    .orderBy(asc(tasks.position), asc(tasks.id));
  return rows.map((r) => r.title);
}

describe("moving a task", () => {
  it("moves within a column to the midpoint of its neighbours and answers the row", async () => {
    const [a, b, c] = await insertColumn(t.db, workspaceId, "todo", ["A", "B", "C"]); // prettier-ignore
    const res = await move(c.id, {
      status: "todo",
      afterTaskId: a.id,
      beforeTaskId: b.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.message).toBe(TASK_MOVE_MESSAGES.moved);
    expect(body.data).toMatchObject({
      taskId: c.id,
      workspaceId,
      status: "todo",
      position: 1536,
      title: "C",
    });
    expect(await columnOf("todo")).toEqual(["A", "C", "B"]);

    // To the top: only the card below is named.
    expect((await move(b.id, { status: "todo", beforeTaskId: a.id })).statusCode).toBe(200); // prettier-ignore
    expect(await columnOf("todo")).toEqual(["B", "A", "C"]);
  });

  it("moves between columns, into an empty one and to a column's end", async () => {
    const [x, y] = await insertColumn(t.db, workspaceId, "in-progress", ["X", "Y"]); // prettier-ignore
    const first = await move(x.id, { status: "blocked" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: "blocked", position: 1024 }); // prettier-ignore
    const second = await move(y.id, { status: "blocked", afterTaskId: x.id });
    expect(second.json().data).toMatchObject({ status: "blocked", position: 2048 }); // prettier-ignore
    expect(await columnOf("blocked")).toEqual(["X", "Y"]);
    expect(await columnOf("in-progress")).toEqual([]);

    const [activity] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.modelId, y.id), eq(activities.action, "moved")));
    expect(activity).toMatchObject({
      modelType: "task",
      contextType: "workspace",
      contextId: workspaceId,
    });
    expect(activity.changes).toContainEqual({
      field: "status",
      before: "in-progress",
      after: "blocked",
    });
  });

  it("renumbers the column when the gap is spent and keeps the order", async () => {
    const [p, q, r] = await insertColumn(t.db, workspaceId, "done", ["P", "Q", "R"]); // prettier-ignore
    await t.db.update(tasks).set({ position: 1 + 1e-7 }).where(eq(tasks.id, q.id)); // prettier-ignore
    await t.db.update(tasks).set({ position: 1 }).where(eq(tasks.id, p.id));
    const res = await move(r.id, {
      status: "done",
      afterTaskId: p.id,
      beforeTaskId: q.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.position).toBe(1536);
    expect(await columnOf("done")).toEqual(["P", "R", "Q"]);
  });

  it("places a drop into a gap that another card took meanwhile right after the card above", async () => {
    const [a, b, c, d] = await insertColumn(t.db, workspaceId, "todo", ["S1", "S2", "S3", "S4"]); // prettier-ignore
    // Both were dropped between S1 and S2 by two people whose boards showed S1 and S2 adjacent.
    await move(c.id, { status: "todo", afterTaskId: a.id, beforeTaskId: b.id });
    await move(d.id, { status: "todo", afterTaskId: a.id, beforeTaskId: b.id });
    const positions = await t.db
      .select({ position: tasks.position })
      .from(tasks)
      .where(eq(tasks.workspaceId, workspaceId));
    expect(new Set(positions.map((p) => p.position)).size).toBe(
      positions.length,
    );
    expect(await columnOf("todo")).toEqual(["S1", "S4", "S3", "S2"]);
  });
});

describe("refusing a move", () => {
  it("refuses viewers and non-members (403), and an unknown task (404)", async () => {
    const [task] = await insertColumn(t.db, workspaceId, "todo", ["Refused"]);
    expectError(await move(task.id, { status: "done" }, viewer), 403);
    expectError(await move(task.id, { status: "done" }, stranger), 403);
    expectError(
      await move("00000000-0000-4000-8000-000000000000", { status: "done" }),
      404,
    );
    expectError(await move("not-an-id", { status: "done" }), 404);
    const [still] = await t.db.select().from(tasks).where(eq(tasks.id, task.id)); // prettier-ignore
    expect(still.status).toBe("todo");
  });

  it("refuses a neighbour of another column or another workspace (422)", async () => {
    const [task, other] = await insertColumn(t.db, workspaceId, "todo", ["Mover", "Other column"]); // prettier-ignore
    await t.db.update(tasks).set({ status: "blocked" }).where(eq(tasks.id, other.id)); // prettier-ignore
    const elsewhere = (await insertWorkspace(t.db)).id;
    const [foreign] = await insertColumn(t.db, elsewhere, "todo", ["Foreign"]);
    const message = TASK_MOVE_MESSAGES.neighbour;
    expectError(
      await move(task.id, { status: "todo", afterTaskId: other.id }),
      422,
      `afterTaskId: ${message}`,
      [{ field: "afterTaskId", message }],
    );
    expectError(
      await move(task.id, { status: "todo", beforeTaskId: foreign.id }),
      422,
      `beforeTaskId: ${message}`,
      [{ field: "beforeTaskId", message }],
    );
    expectError(
      await move(task.id, { status: "todo", beforeTaskId: task.id }),
      422,
      `beforeTaskId: ${message}`,
      [{ field: "beforeTaskId", message }],
    );
  });
});
