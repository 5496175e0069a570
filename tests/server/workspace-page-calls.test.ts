/**
 * The calls the workspace pages make (custom-pages/workspaces, custom-pages/home, issue 24), built
 * with the client's own body builders (memberLookupBody, the data provider's searchBody) and answered
 * by the real server: a mismatch between the pages and the API fails here, not in the browser.
 */
import { describe, expect, it } from "vitest";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { OPEN_TASKS, statusesOf } from "../../domain/schemas/workspace";
import { searchBody } from "../../providers/contractMapping";
import { memberLookupBody } from "../../providers/workspaceMethods";
import { post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { twoWorkspaces } from "./support/workspaceFactories";

const w = appWorld(twoWorkspaces);

type Row = Record<string, unknown>;

async function ok(path: string, body: Row, headers: Record<string, string>) {
  const res = await post(w.t, `/api${path}`, body, headers);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { data: Row[] | Row; total?: number; message: string };
}

describe("the workspace pages' calls against the server", () => {
  it("the frame's §7 look-up: approved members, with member.userId", async () => {
    const { a } = w;
    const page = await ok(
      "/workspace-members/search",
      memberLookupBody(a.workspace.id),
      a.viewer.headers,
    );
    const ids = (page.data as { member: { userId: string } }[]).map(
      (m) => m.member.userId,
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        a.owner.user.id,
        a.editor.user.id,
        a.viewer.user.id,
      ]),
    );
    expect(ids).not.toContain(a.requester.user.id);
  });

  it("the list: my workspaces and my requests (/workspaces/user)", async () => {
    const { a } = w;
    const body = {
      pageNumber: 1,
      pageSize: 10,
      sortBy: "workspaceName",
      sortDescending: false,
    };
    const mine = await ok("/workspaces/user", body, a.requester.headers);
    expect(mine.data).toEqual([
      expect.objectContaining({
        workspaceId: a.workspace.id,
        myMembershipStatus: "requested",
      }),
    ]);
  });

  it("the members page: every membership of the workspace, requests included", async () => {
    const { a } = w;
    const page = await ok(
      "/workspace-members/search",
      searchBody({
        filter: { workspaceId: a.workspace.id },
        sort: { field: "createdAt", order: "ASC" },
        pagination: { page: 1, perPage: 1000 },
      }),
      a.owner.headers,
    );
    expect((page.data as Row[]).map((m) => m.membershipStatus).sort()).toEqual([
      "approved",
      "approved",
      "approved",
      "requested",
    ]);
  });

  it("the overview: a status's count, the open tasks by due date, the latest activity", async () => {
    const { a } = w;
    const count = await ok(
      "/tasks/search",
      searchBody({
        filter: { workspaceId: a.workspace.id, status: "todo" },
        pagination: { page: 1, perPage: 1 },
      }),
      a.viewer.headers,
    );
    expect(count.total).toBe(1);
    const open = await ok(
      "/tasks/search",
      searchBody({
        filter: {
          workspaceId: a.workspace.id,
          additionalArrayFilters: { statuses: [...statusesOf(OPEN_TASKS)] },
        },
        sort: { field: "dueDate", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
      }),
      a.viewer.headers,
    );
    expect(open.total).toBe(1);
    await ok(
      "/activities/search",
      searchBody({
        filter: { modelType: "workspace", modelId: a.workspace.id },
        sort: { field: "createdAt", order: "DESC" },
        pagination: { page: 1, perPage: 5 },
      }),
      a.viewer.headers,
    );
  });

  it("the home panel: my open tasks due up to tomorrow", async () => {
    const { a } = w;
    const page = await ok(
      "/tasks/search",
      searchBody({
        filter: {
          assigneeId: a.editor.user.id,
          additionalArrayFilters: { statuses: [...statusesOf(OPEN_TASKS)] },
          dateFilterRequest: { toDate: "2099-12-31" },
        },
        sort: { field: "dueDate", order: "ASC" },
        pagination: { page: 1, perPage: 50 },
      }),
      a.editor.headers,
    );
    expect(Array.isArray(page.data)).toBe(true);
  });

  it("approving a request as the page sends it: 'Member updated.'", async () => {
    const { b } = w;
    const [request] = (
      await ok(
        "/workspace-members/search",
        { workspaceId: b.workspace.id, membershipStatus: "requested" },
        b.owner.headers,
      )
    ).data as {
      workspaceMemberId: string;
      memberId: string;
      workspaceRole: string;
    }[];
    const saved = await ok(
      "/workspace-members",
      {
        workspaceId: b.workspace.id,
        memberId: request.memberId,
        membershipStatus: "approved",
        workspaceRole: request.workspaceRole,
        workspaceMemberId: request.workspaceMemberId,
      },
      b.owner.headers,
    );
    expect(saved.message).toBe(SUCCESS_MESSAGES.memberUpdated);
  });

  it("creating as the form sends it (no description), then joining by code and leaving", async () => {
    const { a, outsider } = w;
    const created = await ok(
      "/workspaces",
      { workspaceName: "Night shift", workspaceCode: "NIGHTSHIFT7" },
      a.viewer.headers,
    );
    expect(created.message).toBe(SUCCESS_MESSAGES.workspaceCreated);
    const joined = await ok(
      "/workspace-members/request",
      { workspaceCode: "NIGHTSHIFT7" },
      outsider.headers,
    );
    expect(joined.data).toMatchObject({
      membershipStatus: "requested",
      workspace: { workspaceName: "Night shift" },
    });
    const left = await ok(
      "/workspace-members/remove",
      {
        workspaceId: (created.data as { workspaceId: string }).workspaceId,
        memberId: outsider.user.id,
      },
      outsider.headers,
    );
    expect(left.message).toBe(SUCCESS_MESSAGES.memberRemoved);
  });

  it("filtering my workspaces by part of a name; finding people to add", async () => {
    const { a, outsider } = w;
    const body = {
      pageNumber: 1,
      pageSize: 10,
      sortBy: "workspaceName",
      sortDescending: false,
    };
    const found = await ok(
      "/workspaces/user",
      { ...body, additionalStringFilters: { workspaceName: "alp" } },
      a.owner.headers,
    );
    expect(found.total).toBe(1);
    const none = await ok(
      "/workspaces/user",
      { ...body, additionalStringFilters: { workspaceName: "zzz" } },
      a.owner.headers,
    );
    expect(none.total).toBe(0);
    const find = (searchTerm: string) =>
      ok(
        "/workspace-members/candidates",
        { workspaceId: a.workspace.id, searchTerm },
        a.owner.headers,
      ).then((r) => (r.data as { userId: string }[]).map((u) => u.userId));
    expect(await find(outsider.user.email)).toEqual([outsider.user.id]);
    expect(await find(a.editor.user.email)).toEqual([]);
  });
});
