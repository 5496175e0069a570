/**
 * POST /discussions/mentionable (issue 25): the people the thread's readers may mention, never
 * anyone outside the caller's reach; the workspace itself on a workspace's thread; 404 for a thread
 * the caller cannot read.
 */
import { describe, expect, it } from "vitest";
import { post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { discussionWorld, openThread } from "./support/discussionFactories";

const w = appWorld(discussionWorld);

interface Item {
  kind: string;
  id: string;
  label: string;
}

async function mentionable(
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<Item[]> {
  const res = await post(
    w.t,
    "/api/discussions/mentionable",
    { searchTerm: "", ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Item[];
}

describe("mentionable", () => {
  it("offers the trip thread's readers only", async () => {
    const id = await openThread(w.t, w.nurseA.headers, {
      modelType: "trip",
      modelId: w.tripA,
    });
    const ids = (await mentionable(w.nurseA.headers, { discussionId: id })).map(
      (i) => i.id,
    );
    expect(ids).toContain(w.driver.user.id);
    expect(ids).toContain(w.nurseA2.user.id);
    for (const outside of [w.nurseB, w.member, w.outsider, w.nurseA])
      expect(ids).not.toContain(outside.user.id);
    const byRecord = (
      await mentionable(w.nurseA.headers, {
        modelType: "trip",
        modelId: w.tripA,
      })
    ).map((i) => i.id);
    expect(byRecord).not.toContain(w.nurseB.user.id);
    const refused = await post(
      w.t,
      "/api/discussions/mentionable",
      { discussionId: id, searchTerm: "" },
      w.nurseB.headers,
    );
    expect(refused.statusCode).toBe(404);
  });

  it("offers a workspace's members and the workspace on its thread", async () => {
    const id = await openThread(w.t, w.member.headers, {
      modelType: "workspace",
      modelId: w.workspaceId,
    });
    const items = await mentionable(w.member.headers, { discussionId: id });
    expect(items[0]).toMatchObject({ kind: "workspace", id: w.workspaceId });
    const ids = items.map((i) => i.id);
    expect(ids).toContain(w.member2.user.id);
    expect(ids).not.toContain(w.outsider.user.id);
  });

  it("offers a facility nurse no one from another facility for a new thread", async () => {
    const ids = (await mentionable(w.nurseA.headers, {})).map((i) => i.id);
    expect(ids).toContain(w.nurseA2.user.id);
    for (const outside of [w.nurseB, w.driver, w.member])
      expect(ids).not.toContain(outside.user.id);
  });
});
