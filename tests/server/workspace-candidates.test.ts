/**
 * Finding people for a workspace (issue 24): POST /workspace-members/candidates for owners, and the
 * name filter of POST /workspaces/user.
 */
import { describe, expect, it } from "vitest";
import { catalogue, expectError, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { buildUser } from "./support/factories";
import { twoWorkspaces } from "./support/workspaceFactories";

const w = appWorld(async (t) => {
  const world = await twoWorkspaces(t);
  const zelda = await buildUser(t.db, {
    firstName: "Zelda",
    lastName: "Quartermain",
    email: "zelda.q@example.test",
  });
  const gone = await buildUser(t.db, {
    firstName: "Zelda",
    lastName: "Inactive",
    active: false,
  });
  return { ...world, zelda, gone };
});

const candidates = (workspaceId: string, searchTerm: string) => ({
  workspaceId,
  searchTerm,
});

describe("member candidates", () => {
  it("an owner finds active users by name or email, not those already in or asking", async () => {
    const url = "/api/workspace-members/candidates";
    const byName = await post(
      w.t,
      url,
      candidates(w.a.workspace.id, "zelda"),
      w.a.owner.headers,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toEqual([
      {
        userId: w.zelda.id,
        firstName: "Zelda",
        lastName: "Quartermain",
        email: "zelda.q@example.test",
      },
    ]);
    const byEmail = await post(
      w.t,
      url,
      candidates(w.a.workspace.id, "ZELDA.Q@"),
      w.a.owner.headers,
    );
    expect(byEmail.json().data).toHaveLength(1);
    const requester = w.a.requester.user;
    const inAlready = await post(
      w.t,
      url,
      candidates(w.a.workspace.id, requester.email),
      w.a.owner.headers,
    );
    expect(inAlready.json().data).toEqual([]);
    const other = await post(
      w.t,
      url,
      candidates(w.b.workspace.id, requester.email),
      w.b.owner.headers,
    );
    expect(other.json().data.map((u: { userId: string }) => u.userId)).toEqual([
      requester.id,
    ]);
  });

  it("is for owners: 403 to an editor and outsiders, 404 unknown workspace, 422 short term", async () => {
    const url = "/api/workspace-members/candidates";
    for (const caller of [w.a.editor, w.outsider])
      expectError(
        await post(
          w.t,
          url,
          candidates(w.a.workspace.id, "zelda"),
          caller.headers,
        ),
        403,
        catalogue(403),
      );
    expectError(
      await post(
        w.t,
        url,
        candidates(crypto.randomUUID(), "zelda"),
        w.a.owner.headers,
      ),
      404,
      "Workspace not found.",
    );
    const short = await post(
      w.t,
      url,
      candidates(w.a.workspace.id, "z"),
      w.a.owner.headers,
    );
    expect(short.statusCode).toBe(422);
  });
});

describe("the workspace name filter", () => {
  it("matches part of the name, any case, on /workspaces/user and the search", async () => {
    const body = {
      pageNumber: 1,
      pageSize: 10,
      additionalStringFilters: { workspaceName: "LPH" },
    };
    const mine = await post(
      w.t,
      "/api/workspaces/user",
      body,
      w.a.viewer.headers,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine.json().data.map((r: { workspaceId: string }) => r.workspaceId),
    ).toEqual([w.a.workspace.id]);
    const none = await post(
      w.t,
      "/api/workspaces/search",
      { ...body, additionalStringFilters: { workspaceName: "beta" } },
      w.a.viewer.headers,
    );
    expect(none.json().data).toEqual([]);
  });
});
