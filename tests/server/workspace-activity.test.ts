/**
 * A workspace's activity (issue 24): POST /activities/search {modelType: "workspace", modelId}
 * answers the workspace's own changes and those of its tasks and members, newest first, paged;
 * approved members and system administrators read it, anyone else gets 403 whatever they hold, an
 * unknown workspace 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { enableWorkspaces } from "./support/boardFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let owner: Headers;
let member: Headers;
let requester: Headers;
let workspaceId: string;
let otherWorkspaceId: string;
let taskId: string;
let memberId: string;

const created = async (url: string, body: object, headers: Headers) => {
  const res = await post(t, url, body, headers);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data as Record<string, string>;
};

const code = () => `ACT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWorkspaces(t.db);
  owner = (await as(t, "facilityadmin")).headers;
  const m = await as(t, "nurse");
  const r = await as(t, "customer");
  [member, memberId, requester] = [m.headers, m.user.id, r.headers];

  const body = (name: string) => ({
    workspaceName: name,
    workspaceCode: code(),
    workspaceDescription: null,
  });
  workspaceId = (await created("/api/workspaces", body("Discharges"), owner))
    .workspaceId;
  otherWorkspaceId = (
    await created("/api/workspaces", body("Elsewhere"), owner)
  ).workspaceId;
  await created(
    "/api/workspace-members",
    { workspaceId, memberId, workspaceRole: "editor" },
    owner,
  );
  taskId =
    (await created("/api/tasks", { workspaceId, title: "Call the family" }, member)) // prettier-ignore
    .taskId;
  await created(`/api/tasks/${taskId}/move`, { status: "done" }, member);
  await created(
    "/api/tasks",
    { workspaceId: otherWorkspaceId, title: "Not here" },
    owner,
  );
});
afterAll(() => t.close());

const activityOf = (id: string, headers: Headers, extra: object = {}) =>
  post(
    t,
    "/api/activities/search",
    {
      pageNumber: 1,
      pageSize: 20,
      sortBy: "createdAt",
      sortDescending: true,
      modelType: "workspace",
      modelId: id,
      ...extra,
    },
    headers,
  );

interface Row {
  modelType: string;
  modelId: string;
  action: string;
  createdAt: string;
}

describe("a workspace's activity", () => {
  it("answers the workspace's own, its members' and its tasks' changes, newest first", async () => {
    const res = await activityOf(workspaceId, member);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Row[];
    const seen = rows.map((r) => `${r.modelType} ${r.action}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "workspace created",
        "workspace-member created",
        "task created",
        "task moved",
      ]),
    );
    expect(rows.some((r) => r.modelId === taskId)).toBe(true);
    expect(rows.every((r) => r.modelId !== otherWorkspaceId)).toBe(true);
    // The other workspace's task is not among them.
    expect(rows.filter((r) => r.modelType === "task")).toHaveLength(2);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ modelType: "task", action: "moved" });
  });

  it("pages", async () => {
    const all = (await activityOf(workspaceId, owner)).json();
    const first = await activityOf(workspaceId, owner, { pageSize: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(2);
    expect(first.json().hasNextPage).toBe(true);
    expect(first.json().total).toBe(all.total);
    const second = await activityOf(workspaceId, owner, {
      pageSize: 2,
      pageNumber: 2,
    });
    expect(second.json().data[0]).toEqual(all.data[2]);
  });

  it("is read by system administrators", async () => {
    const admin = (await as(t, "systemadmin")).headers;
    const res = await activityOf(workspaceId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(4);
  });

  it("refuses non-members (403) whatever they hold, and answers 404 for an unknown workspace", async () => {
    expectError(await activityOf(workspaceId, requester), 403);
    // view-activities reads every row elsewhere, but not a workspace it is no member of.
    const dataAdmin = (await as(t, "dataadmin")).headers;
    expectError(await activityOf(workspaceId, dataAdmin), 403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await activityOf(unknown, member);
    expect(res.statusCode, res.body).toBe(404);
  });

  it("a member sees the workspace's rows in an unnamed search; a stranger does not", async () => {
    const body = { pageNumber: 1, pageSize: 100, sortBy: "createdAt" };
    const mine = await post(t, "/api/activities/search", body, member);
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = (mine.json().data as Row[]).map((r) => r.modelId);
    expect(ids).toContain(taskId);
    const theirs = await post(t, "/api/activities/search", body, requester);
    expect((theirs.json().data as Row[]).map((r) => r.modelId)).not.toContain(
      taskId,
    );
  });
});
