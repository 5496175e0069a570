/**
 * Workspaces, members and tasks for the API tests: straight into the database (a world to test the
 * rules against) or through the calls themselves (the rules applied), plus a small world of two
 * workspaces with a member in every role and outsiders.
 */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "../../../server/db/client";
import { and, eq } from "drizzle-orm";
import { tasks, workspaceMembers } from "../../../server/db/schema";
import type { Headers } from "./api";
import { as, post } from "./api";
import {
  enableWorkspaces,
  insertMember,
  insertWorkspace,
} from "./boardFactories";
import type { TestApp } from "./testApp";

export { enableWorkspaces, insertMember, insertWorkspace };

/** The stored membership rows of one user in one workspace (none, or one). */
export const membershipRows = (db: Db, workspaceId: string, memberId: string) =>
  db
    .select()
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, memberId),
      ),
    );

export const workspaceCode = (prefix = "WS") =>
  `${prefix}${randomBytes(4).toString("hex").toUpperCase()}`;

export async function insertTask(
  db: Db,
  workspaceId: string,
  overrides: Partial<typeof tasks.$inferInsert> = {},
) {
  const [task] = await db
    .insert(tasks)
    .values({ workspaceId, title: "A task", position: 1024, ...overrides })
    .returning();
  return task;
}

export const workspaceBody = (overrides: Record<string, unknown> = {}) => ({
  workspaceName: "Discharge planning",
  workspaceCode: workspaceCode(),
  workspaceDescription: "Who does what before Friday.",
  ...overrides,
});

/** POST /workspaces as this caller: the created row (the caller is its owner). */
export async function createWorkspace(
  t: TestApp,
  headers: Headers,
  overrides: Record<string, unknown> = {},
) {
  const res = await post(
    t,
    "/api/workspaces",
    workspaceBody(overrides),
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { workspaceId: string; workspaceCode: string };
}

/** POST /tasks as this caller: the created row. */
export async function createTask(
  t: TestApp,
  headers: Headers,
  workspaceId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await post(
    t,
    "/api/tasks",
    { workspaceId, title: "Book the ambulance", ...overrides },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { taskId: string; position: number };
}

export type Caller = Awaited<ReturnType<typeof as>>;

/** One workspace's cast: an approved member per role, a requester, and its data. */
export interface WorkspaceCast {
  workspace: Awaited<ReturnType<typeof insertWorkspace>>;
  owner: Caller;
  editor: Caller;
  viewer: Caller;
  requester: Caller;
  task: Awaited<ReturnType<typeof insertTask>>;
}

async function castOf(t: TestApp, name: string): Promise<WorkspaceCast> {
  const [owner, editor, viewer, requester] = await Promise.all(
    ["owner", "editor", "viewer", "requester"].map(() => as(t, "customer")),
  );
  const workspace = await insertWorkspace(t.db, {
    name,
    code: workspaceCode(),
    ownerId: owner.user.id,
  });
  await insertMember(t.db, workspace.id, owner.user.id, "owner");
  await insertMember(t.db, workspace.id, editor.user.id, "editor");
  await insertMember(t.db, workspace.id, viewer.user.id, "viewer");
  await insertMember(
    t.db,
    workspace.id,
    requester.user.id,
    "viewer",
    "requested",
  );
  const task = await insertTask(t.db, workspace.id, {
    title: `${name} task`,
    assigneeId: editor.user.id,
  });
  return { workspace, owner, editor, viewer, requester, task };
}

/** Two workspaces with different members, a system administrator and a signed-in outsider. */
export async function twoWorkspaces(t: TestApp) {
  await enableWorkspaces(t.db);
  const a = await castOf(t, "Alpha");
  const b = await castOf(t, "Beta");
  const admin = await as(t, "systemadmin");
  const outsider = await as(t, "customer");
  return { a, b, admin, outsider };
}
