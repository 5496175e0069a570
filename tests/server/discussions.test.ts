/**
 * Discussions (issue 25): a trip's thread follows the trip's reach (the facility's nurse and the
 * assigned driver read it, a nurse of another facility gets 404), a workspace's thread its approved
 * members (403 to others), a free-standing one its participants (404 to others); 401 without a
 * session, 422 on a bad body; the first post, unread and read marks, the access record.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, trips } from "../../server/db/schema";
import { threadRooms } from "../../server/discussions/audience";
import { threadById } from "../../server/discussions/reach";
import { ROOMS, tripRooms } from "../../server/realtime/rooms";
import { del, expectError, get, post, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  discussionWorld,
  openThread,
  postTo,
} from "./support/discussionFactories";

const w = appWorld(discussionWorld);

describe("a trip's thread", () => {
  it("is read by the facility's nurse and the assigned driver, not by another facility", async () => {
    const id = await openThread(w.t, w.nurseA.headers, {
      modelType: "trip",
      modelId: w.tripA,
      firstPost: "<p>The patient moved to room 412</p>",
    });
    for (const reader of [w.nurseA, w.nurseA2, w.driver]) {
      const res = await get(w.t, `/api/discussions/${id}`, reader.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        title: "Room change",
        modelType: "trip",
        modelId: w.tripA,
        postCount: 1,
        participantIds: [],
      });
    }
    expectError(
      await get(w.t, `/api/discussions/${id}`, w.nurseB.headers),
      404,
      "Discussion not found.",
    );
    const found = await search(w.t, "/discussions", w.nurseB.headers, {
      modelType: "trip",
      modelId: w.tripA,
    });
    expect(found.total).toBe(0);
    const posts = await search(w.t, "/discussion-posts", w.nurseB.headers, {
      discussionId: id,
    });
    expect(posts.total).toBe(0);
  });

  it("cannot be opened on a trip out of reach", async () => {
    const res = await post(
      w.t,
      "/api/discussions",
      { title: "Sneaky", modelType: "trip", modelId: w.tripA },
      w.nurseB.headers,
    );
    expect(res.statusCode).toBe(404);
  });

  it("records each read by id in the access record", async () => {
    const id = await openThread(w.t, w.nurseA.headers, {
      modelType: "trip",
      modelId: w.tripA,
    });
    await get(w.t, `/api/discussions/${id}`, w.driver.headers);
    const reads = await w.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.modelId, id), eq(activities.action, "read")));
    expect(reads.map((r) => r.actorUserId)).toEqual([w.driver.user.id]);
  });

  it("is unread for others until they mark it read", async () => {
    const id = await openThread(w.t, w.nurseA.headers, {
      modelType: "trip",
      modelId: w.tripA,
    });
    await postTo(w.t, w.nurseA.headers, id, "<p>Hello</p>");
    const mine = await get(w.t, `/api/discussions/${id}`, w.nurseA.headers);
    expect(mine.json().data.unread).toBe(false);
    const theirs = await get(w.t, `/api/discussions/${id}`, w.driver.headers);
    expect(theirs.json().data.unread).toBe(true);
    const read = await post(
      w.t,
      `/api/discussions/${id}/read`,
      {},
      w.driver.headers,
    );
    expect(read.statusCode, read.body).toBe(200);
    const after = await get(w.t, `/api/discussions/${id}`, w.driver.headers);
    expect(after.json().data.unread).toBe(false);
    const refused = await post(
      w.t,
      `/api/discussions/${id}/read`,
      {},
      w.nurseB.headers,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe("real-time audience", () => {
  it("announces a trip's thread to the trip's rooms, a workspace's to its members", async () => {
    const id = await openThread(w.t, w.nurseA.headers, {
      modelType: "trip",
      modelId: w.tripA,
    });
    const [trip] = await w.t.db
      .select()
      .from(trips)
      .where(eq(trips.id, w.tripA));
    const rooms = await threadRooms(w.t.db, (await threadById(w.t.db, id))!);
    expect(rooms).toEqual(expect.arrayContaining(tripRooms(trip)));
    expect(rooms).not.toContain(ROOMS.user(w.nurseB.user.id));
    const inWorkspace = await openThread(w.t, w.member.headers, {
      modelType: "workspace",
      modelId: w.workspaceId,
    });
    const members = await threadRooms(
      w.t.db,
      (await threadById(w.t.db, inWorkspace))!,
    );
    expect(members.sort()).toEqual(
      [ROOMS.user(w.member.user.id), ROOMS.user(w.member2.user.id)].sort(),
    );
  });
});

describe("a workspace's thread", () => {
  it("is its approved members', 403 to others", async () => {
    const id = await openThread(w.t, w.member.headers, {
      modelType: "workspace",
      modelId: w.workspaceId,
    });
    const res = await get(w.t, `/api/discussions/${id}`, w.member2.headers);
    expect(res.statusCode, res.body).toBe(200);
    // A non-member reads, renames or deletes it: 403 (the §8 text), never 404; an unknown id is 404.
    expectError(
      await get(w.t, `/api/discussions/${id}`, w.outsider.headers),
      403,
    );
    expectError(
      await del(w.t, `/api/discussions/${id}`, w.outsider.headers),
      403,
    );
    expectError(
      await post(
        w.t,
        "/api/discussions",
        {
          discussionId: id,
          title: "Renamed",
          modelType: "workspace",
          modelId: w.workspaceId,
        },
        w.outsider.headers,
      ),
      403,
    );
    expectError(
      await get(
        w.t,
        `/api/discussions/${crypto.randomUUID()}`,
        w.outsider.headers,
      ),
      404,
      "Discussion not found.",
    );
    const posts = await post(
      w.t,
      "/api/discussion-posts/search",
      { discussionId: id },
      w.outsider.headers,
    );
    expectError(posts, 403);
    const create = await post(
      w.t,
      "/api/discussions",
      { title: "Mine", modelType: "workspace", modelId: w.workspaceId },
      w.outsider.headers,
    );
    expectError(create, 403);
  });
});

describe("a free-standing thread", () => {
  it("is read by its participants only", async () => {
    const id = await openThread(w.t, w.member.headers, {
      participantIds: [w.driver.user.id],
    });
    const res = await get(w.t, `/api/discussions/${id}`, w.driver.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().data.participantIds].sort()).toEqual(
      [w.member.user.id, w.driver.user.id].sort(),
    );
    const mine = await search(w.t, "/discussions", w.driver.headers, {
      participantId: w.driver.user.id,
    });
    expect(mine.data.map((r) => r.discussionId)).toContain(id);
    const notMine = await search(w.t, "/discussions", w.nurseA.headers, {
      participantId: w.nurseA.user.id,
    });
    expect(notMine.data.map((r) => r.discussionId)).not.toContain(id);
    for (const other of [w.outsider, w.nurseA])
      expect(
        (await get(w.t, `/api/discussions/${id}`, other.headers)).statusCode,
      ).toBe(404);
  });
});

describe("refusals", () => {
  it("answers 401 without a session", async () => {
    expectError(await post(w.t, "/api/discussions/search", {}), 401);
    expectError(await post(w.t, "/api/discussions", { title: "x" }), 401);
  });

  it("answers 422 without a title or with half a record", async () => {
    const noTitle = await post(w.t, "/api/discussions", {}, w.nurseA.headers);
    expect(noTitle.statusCode).toBe(422);
    const half = await post(
      w.t,
      "/api/discussions",
      { title: "Half", modelType: "trip" },
      w.nurseA.headers,
    );
    expect(half.statusCode).toBe(422);
  });
});
