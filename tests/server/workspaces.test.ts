/**
 * Workspaces (issue 24, §7): the calls with their toasts, the owner's rules, code uniqueness,
 * /workspaces/user, get-by-code, and the 401/403/404/409/422 answers. Members: workspace-members.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { WORKSPACE_MESSAGES } from "../../domain/schemas/workspace";
import { activities, tasks, workspaceMembers } from "../../server/db/schema";
import {
  as,
  catalogue,
  del,
  expectError,
  get,
  post,
  search,
} from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  createWorkspace,
  twoWorkspaces,
  workspaceBody,
  membershipRows,
} from "./support/workspaceFactories";

const w = appWorld(twoWorkspaces);
const forbidden = catalogue(403);

const member = (workspaceId: string, memberId: string) =>
  membershipRows(w.t.db, workspaceId, memberId);

describe("workspaces", () => {
  it("create: 201 'New Workspace created.', the creator its approved owner, the body's owner ignored", async () => {
    const me = await as(w.t, "customer");
    const body = workspaceBody({ workspaceOwnerId: w.outsider.user.id });
    const res = await post(w.t, "/api/workspaces", body, me.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(SUCCESS_MESSAGES.workspaceCreated);
    expect(data).toMatchObject({
      workspaceName: body.workspaceName,
      workspaceCode: body.workspaceCode,
      workspaceDescription: body.workspaceDescription,
      workspaceOwnerId: me.user.id,
      myMembershipStatus: "approved",
      myWorkspaceRole: "owner",
      memberCount: 1,
    });
    const [owner] = await member(data.workspaceId, me.user.id);
    expect(owner).toMatchObject({ status: "approved", role: "owner" });
    const recorded = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, data.workspaceId));
    expect(recorded.map((a) => a.action)).toEqual(["created"]);
  });

  it("update: 200 'Workspace updated.' for an owner; 403 to an editor, a viewer and outsiders", async () => {
    const { a } = w;
    const body = {
      workspaceId: a.workspace.id,
      workspaceName: "Alpha renamed",
      workspaceCode: a.workspace.code,
    };
    for (const caller of [
      a.editor,
      a.viewer,
      a.requester,
      w.outsider,
      w.b.owner,
    ])
      expectError(
        await post(w.t, "/api/workspaces", body, caller.headers),
        403,
        forbidden,
      );
    const res = await post(w.t, "/api/workspaces", body, a.owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SUCCESS_MESSAGES.workspaceUpdated);
    expect(res.json().data.workspaceName).toBe("Alpha renamed");
    expect(res.json().data.workspaceDescription).toBeNull();
  });

  it("hands over only to an approved member (422 otherwise)", async () => {
    const mine = await createWorkspace(w.t, w.a.owner.headers);
    const body = {
      workspaceId: mine.workspaceId,
      workspaceName: "Handed",
      workspaceCode: mine.workspaceCode,
      workspaceOwnerId: w.outsider.user.id,
    };
    expectError(
      await post(w.t, "/api/workspaces", body, w.a.owner.headers),
      422,
      WORKSPACE_MESSAGES.newOwner,
      [{ field: "workspaceOwnerId", message: WORKSPACE_MESSAGES.newOwner }],
    );
  });

  it("the code is unique (409 on workspaceCode) and upper-case letters and digits (422)", async () => {
    const me = await as(w.t, "customer");
    const taken = await post(
      w.t,
      "/api/workspaces",
      workspaceBody({ workspaceCode: w.a.workspace.code }),
      me.headers,
    );
    expectError(taken, 409, WORKSPACE_MESSAGES.codeTaken, [
      { field: "workspaceCode", message: WORKSPACE_MESSAGES.codeTaken },
    ]);
    const lower = await post(
      w.t,
      "/api/workspaces",
      workspaceBody({ workspaceCode: "abc-1" }),
      me.headers,
    );
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors).toEqual([
      { field: "workspaceCode", message: WORKSPACE_MESSAGES.code },
    ]);
  });

  it("get: members and system administrators 200; others 403; unknown 404; anonymous 401", async () => {
    const url = `/api/workspaces/${w.a.workspace.id}`;
    for (const caller of [w.a.owner, w.a.editor, w.a.viewer, w.admin]) {
      const res = await get(w.t, url, caller.headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    const viewed = await get(w.t, url, w.a.viewer.headers);
    expect(viewed.json().data).toMatchObject({
      myMembershipStatus: "approved",
      myWorkspaceRole: "viewer",
      memberCount: 3,
    });
    for (const caller of [w.a.requester, w.outsider, w.b.owner])
      expectError(await get(w.t, url, caller.headers), 403, forbidden);
    expectError(
      await get(
        w.t,
        `/api/workspaces/${crypto.randomUUID()}`,
        w.outsider.headers,
      ),
      404,
      "Workspace not found.",
    );
    expect((await get(w.t, url)).statusCode).toBe(401);
  });

  it("search: the caller's workspaces only; a system administrator all", async () => {
    const mine = await search(w.t, "/workspaces", w.b.viewer.headers, {});
    expect(mine.data.map((r) => r.workspaceId)).toEqual([w.b.workspace.id]);
    const none = await search(w.t, "/workspaces", w.outsider.headers, {});
    expect(none.data).toEqual([]);
    const all = await search(w.t, "/workspaces", w.admin.headers, {
      pageSize: 100,
    });
    const ids = all.data.map((r) => r.workspaceId);
    expect(ids).toEqual(
      expect.arrayContaining([w.a.workspace.id, w.b.workspace.id]),
    );
    expectError(
      await post(
        w.t,
        "/api/workspaces/search",
        { workspaceId: w.a.workspace.id },
        w.b.owner.headers,
      ),
      403,
      forbidden,
    );
  });

  it("/user: approved and requested memberships, searchTerm ignored", async () => {
    const res = await post(
      w.t,
      "/api/workspaces/user",
      { pageNumber: 1, pageSize: 10, searchTerm: "nothing like it" },
      w.a.requester.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        workspaceId: w.a.workspace.id,
        myMembershipStatus: "requested",
        myWorkspaceRole: "viewer",
      }),
    ]);
    expect(res.json().total).toBe(1);
  });

  it("get-workspace-by-code: members 200, others 403, unknown 404", async () => {
    const body = { workspaceCode: w.a.workspace.code };
    const ok = await post(
      w.t,
      "/api/workspaces/get-workspace-by-code",
      body,
      w.a.editor.headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.workspaceId).toBe(w.a.workspace.id);
    const admin = await post(
      w.t,
      "/api/workspaces/get-workspace-by-code",
      body,
      w.admin.headers,
    );
    expect(admin.statusCode).toBe(200);
    for (const caller of [w.outsider, w.a.requester])
      expectError(
        await post(
          w.t,
          "/api/workspaces/get-workspace-by-code",
          body,
          caller.headers,
        ),
        403,
        forbidden,
      );
    expectError(
      await post(
        w.t,
        "/api/workspaces/get-workspace-by-code",
        { workspaceCode: "NOSUCHCODE1" },
        w.a.editor.headers,
      ),
      404,
      WORKSPACE_MESSAGES.unknownCode,
    );
  });

  it("delete: 403 to an editor, 200 to an owner, removing its tasks and memberships", async () => {
    const owner = await as(w.t, "customer");
    const created = await createWorkspace(w.t, owner.headers);
    const id = created.workspaceId;
    await post(
      w.t,
      "/api/tasks",
      { workspaceId: id, title: "Gone soon" },
      owner.headers,
    );
    await post(
      w.t,
      "/api/workspace-members",
      {
        workspaceId: id,
        memberId: w.outsider.user.id,
        workspaceRole: "editor",
      },
      owner.headers,
    );
    expectError(
      await del(w.t, `/api/workspaces/${id}`, w.outsider.headers),
      403,
      forbidden,
    );
    const res = await del(w.t, `/api/workspaces/${id}`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Workspace deleted.");
    expect(
      await w.t.db.select().from(tasks).where(eq(tasks.workspaceId, id)),
    ).toEqual([]);
    expect(
      await w.t.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, id)),
    ).toEqual([]);
    expectError(
      await get(w.t, `/api/workspaces/${id}`, owner.headers),
      404,
      "Workspace not found.",
    );
  });
});
