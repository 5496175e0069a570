/**
 * Concurrent drops on one board (issue 24): ten people dropping ten cards into the same gap at once
 * all persist, in that gap, with distinct positions. Meant for PostgreSQL (TEST_DATABASE_URL), where
 * the calls run on separate connections of the pool and really interleave; on PGlite, whose one
 * connection runs the transactions one after the other, it checks the same outcome.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import {
  enableWorkspaces,
  insertColumn,
  insertMember,
  insertWorkspace,
} from "./support/boardFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const RACERS = 10;

let t: TestApp;
let editor: Headers;
let editorId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await enableWorkspaces(t.db);
  const e = await as(t, "nurse");
  [editor, editorId] = [e.headers, e.user.id];
});
afterAll(() => t.close());

async function board() {
  const workspaceId = (await insertWorkspace(t.db)).id;
  await insertMember(t.db, workspaceId, editorId, "editor");
  const racers = await insertColumn(
    t.db,
    workspaceId,
    "in-progress",
    Array.from({ length: RACERS }, (_, i) => `Racer ${i + 1}`),
  );
  return { workspaceId, racers };
}

async function column(workspaceId: string, status: string) {
  return t.db
    .select({ id: tasks.id, title: tasks.title, position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.status, status)))
    .orderBy(asc(tasks.position), asc(tasks.id));
}

describe("concurrent drops on one board", () => {
  it("ten drops into the same gap all persist between its cards, at distinct positions", async () => {
    const { workspaceId, racers } = await board();
    const [above, below] = await insertColumn(t.db, workspaceId, "todo", ["Above", "Below"]); // prettier-ignore
    const answers = await Promise.all(
      racers.map((r) =>
        post(
          t,
          `/api/tasks/${r.id}/move`,
          { status: "todo", afterTaskId: above.id, beforeTaskId: below.id },
          editor,
        ),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const todo = await column(workspaceId, "todo");
    expect(todo).toHaveLength(RACERS + 2);
    expect(new Set(todo.map((x) => x.position)).size).toBe(RACERS + 2);
    expect(todo[0].title).toBe("Above");
    expect(todo[todo.length - 1].title).toBe("Below");
    expect(await column(workspaceId, "in-progress")).toEqual([]);
  });

  it("ten drops into one empty column all persist at distinct positions", async () => {
    const { workspaceId, racers } = await board();
    const answers = await Promise.all(
      racers.map((r) =>
        post(t, `/api/tasks/${r.id}/move`, { status: "done" }, editor),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const done = await column(workspaceId, "done");
    expect(done).toHaveLength(RACERS);
    expect(new Set(done.map((x) => x.position)).size).toBe(RACERS);
  });
});
