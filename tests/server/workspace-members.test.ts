/**
 * Workspace members (issue 24, §7): the §7 look-up, the owner's rules and toasts, the last owner,
 * leaving and removing, and asking to join by code.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { WORKSPACE_MESSAGES } from "../../domain/schemas/workspace";
import { workspaceMembers } from "../../server/db/schema";
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
  workspaceCode,
  membershipRows,
} from "./support/workspaceFactories";

const w = appWorld(twoWorkspaces);
const forbidden = catalogue(403);

const member = (workspaceId: string, memberId: string) =>
  membershipRows(w.t.db, workspaceId, memberId);

describe("members", () => {
  const lookUp = (workspaceId: string) => ({
    pageNumber: 1,
    pageSize: 1000,
    sortBy: "workspaceId",
    sortDescending: false,
    workspaceId,
    membershipStatus: "approved",
  });

  it("the §7 look-up answers the approved members with member.userId; 403 to non-members", async () => {
    const res = await search(
      w.t,
      "/workspace-members",
      w.a.viewer.headers,
      lookUp(w.a.workspace.id),
    );
    expect(
      res.data.map((r) => (r.member as { userId: string }).userId).sort(),
    ).toEqual(
      [w.a.owner.user.id, w.a.editor.user.id, w.a.viewer.user.id].sort(),
    );
    expect(res.data[0]).toMatchObject({
      workspaceId: w.a.workspace.id,
      workspace: {
        workspaceName: expect.any(String),
        workspaceCode: w.a.workspace.code,
      },
    });
    for (const caller of [w.outsider, w.a.requester, w.b.owner])
      expectError(
        await post(
          w.t,
          "/api/workspace-members/search",
          lookUp(w.a.workspace.id),
          caller.headers,
        ),
        403,
        forbidden,
      );
    expectError(
      await post(
        w.t,
        "/api/workspace-members/search",
        lookUp(crypto.randomUUID()),
        w.a.owner.headers,
      ),
      404,
      "Workspace not found.",
    );
  });

  it("upsert: an owner adds (201 'New Member created.') and changes (200 'Member updated.'); an editor cannot (403)", async () => {
    const owner = await as(w.t, "customer");
    const { workspaceId } = await createWorkspace(w.t, owner.headers);
    const newcomer = await as(w.t, "customer");
    const body = {
      workspaceId,
      memberId: newcomer.user.id,
      workspaceRole: "editor",
    };
    const added = await post(
      w.t,
      "/api/workspace-members",
      body,
      owner.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(SUCCESS_MESSAGES.memberCreated);
    expect(added.json().data).toMatchObject({
      membershipStatus: "approved",
      workspaceRole: "editor",
      member: { userId: newcomer.user.id, email: newcomer.user.email },
    });
    // The same pair again is an update.
    const changed = await post(
      w.t,
      "/api/workspace-members",
      { ...body, workspaceRole: "viewer" },
      owner.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(SUCCESS_MESSAGES.memberUpdated);
    expect(changed.json().data.workspaceMemberId).toBe(
      added.json().data.workspaceMemberId,
    );
    const stranger = await as(w.t, "customer");
    expectError(
      await post(
        w.t,
        "/api/workspace-members",
        { workspaceId: w.a.workspace.id, memberId: stranger.user.id },
        w.a.editor.headers,
      ),
      403,
      forbidden,
    );
    expectError(
      await post(
        w.t,
        "/api/workspace-members",
        { workspaceId: w.a.workspace.id, memberId: stranger.user.id },
        w.outsider.headers,
      ),
      403,
      forbidden,
    );
    expectError(
      await post(
        w.t,
        "/api/workspace-members",
        { workspaceId, memberId: crypto.randomUUID() },
        owner.headers,
      ),
      422,
      WORKSPACE_MESSAGES.unknownUser,
      [{ field: "memberId", message: WORKSPACE_MESSAGES.unknownUser }],
    );
    const noWorkspace = await post(
      w.t,
      "/api/workspace-members",
      { memberId: stranger.user.id },
      w.outsider.headers,
    );
    expect(noWorkspace.statusCode).toBe(422);
  });

  it("the last approved owner cannot leave, be removed or be demoted (409)", async () => {
    const owner = await as(w.t, "customer");
    const { workspaceId } = await createWorkspace(w.t, owner.headers);
    const body = { workspaceId, memberId: owner.user.id };
    expectError(
      await post(w.t, "/api/workspace-members/remove", body, owner.headers),
      409,
      WORKSPACE_MESSAGES.lastOwner,
    );
    expectError(
      await post(
        w.t,
        "/api/workspace-members",
        { ...body, workspaceRole: "editor" },
        owner.headers,
      ),
      409,
      WORKSPACE_MESSAGES.lastOwner,
    );
    const [row] = await member(workspaceId, owner.user.id);
    expectError(
      await del(w.t, `/api/workspace-members/${row.id}`, owner.headers),
      409,
      WORKSPACE_MESSAGES.lastOwner,
    );
    expect((await member(workspaceId, owner.user.id))[0]).toMatchObject({
      role: "owner",
    });
  });

  it("two owners removing each other at once: one goes, the other stays (409)", async () => {
    const first = await as(w.t, "customer");
    const second = await as(w.t, "customer");
    const { workspaceId } = await createWorkspace(w.t, first.headers);
    const added = await post(
      w.t,
      "/api/workspace-members",
      { workspaceId, memberId: second.user.id, workspaceRole: "owner" },
      first.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    const answers = await Promise.all([
      post(
        w.t,
        "/api/workspace-members/remove",
        { workspaceId, memberId: second.user.id },
        first.headers,
      ),
      post(
        w.t,
        "/api/workspace-members/remove",
        { workspaceId, memberId: first.user.id },
        second.headers,
      ),
    ]);
    // The loser is refused: 409 when both passed the guard, 403 when the winner had already gone.
    const [winner, loser] = answers.map((r) => r.statusCode).sort();
    expect(winner).toBe(200);
    expect([403, 409]).toContain(loser);
    const owners = await w.t.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId));
    expect(owners).toHaveLength(1);
  });

  it("remove: an owner removes anyone, a member leaves; 403 to others; 404 unknown pair", async () => {
    const owner = await as(w.t, "customer");
    const { workspaceId } = await createWorkspace(w.t, owner.headers);
    const [x, y] = [await as(w.t, "customer"), await as(w.t, "customer")];
    for (const m of [x, y])
      await post(
        w.t,
        "/api/workspace-members",
        { workspaceId, memberId: m.user.id },
        owner.headers,
      );
    expectError(
      await post(
        w.t,
        "/api/workspace-members/remove",
        { workspaceId, memberId: y.user.id },
        x.headers,
      ),
      403,
      forbidden,
    );
    const left = await post(
      w.t,
      "/api/workspace-members/remove",
      { workspaceId, memberId: x.user.id },
      x.headers,
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe(SUCCESS_MESSAGES.memberRemoved);
    const removed = await post(
      w.t,
      "/api/workspace-members/remove",
      { workspaceId, memberId: y.user.id },
      owner.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(
      await post(
        w.t,
        "/api/workspace-members/remove",
        { workspaceId, memberId: y.user.id },
        owner.headers,
      ),
      404,
      "Member not found.",
    );
  });

  it("request to join by code: 201 requested; again 409; unknown code 404; a rejected one may ask again", async () => {
    const owner = await as(w.t, "customer");
    const { workspaceId, workspaceCode: code } = await createWorkspace(
      w.t,
      owner.headers,
    );
    const asker = await as(w.t, "customer");
    const asked = await post(
      w.t,
      "/api/workspace-members/request",
      { workspaceCode: code },
      asker.headers,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({
      workspaceId,
      memberId: asker.user.id,
      membershipStatus: "requested",
      workspaceRole: "viewer",
    });
    expectError(
      await post(
        w.t,
        "/api/workspace-members/request",
        { workspaceCode: code },
        asker.headers,
      ),
      409,
      WORKSPACE_MESSAGES.alreadyMember,
    );
    expectError(
      await post(
        w.t,
        "/api/workspace-members/request",
        { workspaceCode: workspaceCode("NONE") },
        asker.headers,
      ),
      404,
      WORKSPACE_MESSAGES.unknownCode,
    );
    // The requester still cannot read the workspace, but sees their own request.
    expectError(
      await get(w.t, `/api/workspaces/${workspaceId}`, asker.headers),
      403,
      forbidden,
    );
    const own = await search(w.t, "/workspace-members", asker.headers, {});
    expect(own.data.map((r) => r.workspaceId)).toEqual([workspaceId]);
    // The owner rejects; the asker asks again.
    const rejected = await post(
      w.t,
      "/api/workspace-members",
      { workspaceId, memberId: asker.user.id, membershipStatus: "rejected" },
      owner.headers,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await post(
      w.t,
      "/api/workspace-members/request",
      { workspaceCode: code },
      asker.headers,
    );
    expect(again.statusCode, again.body).toBe(201);
    // Approved: now a member.
    await post(
      w.t,
      "/api/workspace-members",
      { workspaceId, memberId: asker.user.id, membershipStatus: "approved" },
      owner.headers,
    );
    expect(
      (await get(w.t, `/api/workspaces/${workspaceId}`, asker.headers))
        .statusCode,
    ).toBe(200);
  });

  it("search without a workspace: the memberships of the caller's workspaces and their own", async () => {
    const res = await search(w.t, "/workspace-members", w.b.editor.headers, {
      pageSize: 100,
    });
    expect(new Set(res.data.map((r) => r.workspaceId))).toEqual(
      new Set([w.b.workspace.id]),
    );
    expect(res.data).toHaveLength(4);
  });
});
