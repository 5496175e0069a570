/**
 * A thread's posts (issue 25): oldest first, sanitised, only the author edits (403 to others, the
 * edit marked), a delete by the author keeps a "deleted" row with an empty body, a search or an
 * export naming no thread is 422, a post of a workspace's thread is 403 to a non-member.
 */
import { describe, expect, it } from "vitest";
import { DISCUSSION_REQUIRED } from "../../server/entities/discussionPosts";
import { as, call, del, expectError, get, post, search } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  discussionWorld,
  openThread,
  postTo,
} from "./support/discussionFactories";

const w = appWorld(discussionWorld);

const onTrip = () =>
  openThread(w.t, w.nurseA.headers, { modelType: "trip", modelId: w.tripA });

interface PostRow {
  discussionPostId: string;
  body: string;
  edited: boolean;
  deleted: boolean;
  parentPostId: string | null;
}

const postsOf = async (discussionId: string) =>
  (
    await search<PostRow>(w.t, "/discussion-posts", w.nurseA.headers, {
      discussionId,
    })
  ).data;

describe("discussion posts", () => {
  it("lists a thread's posts oldest first, sanitised", async () => {
    const id = await onTrip();
    const first = await postTo(w.t, w.nurseA.headers, id, "<p>one</p>");
    const second = await postTo(
      w.t,
      w.driver.headers,
      id,
      '<p>two<script>alert(1)</script><a href="javascript:x">l</a></p>',
    );
    const rows = await postsOf(id);
    expect(rows.map((r) => r.discussionPostId)).toEqual([first, second]);
    expect(rows[1].body).not.toMatch(/script|javascript/);
  });

  it("lets only the author edit, and marks the edit", async () => {
    const id = await onTrip();
    const postId = await postTo(w.t, w.nurseA.headers, id, "<p>one</p>");
    const body = {
      discussionPostId: postId,
      discussionId: id,
      body: "<p>x</p>",
    };
    expectError(
      await post(w.t, "/api/discussion-posts", body, w.nurseA2.headers),
      403,
    );
    const res = await post(
      w.t,
      "/api/discussion-posts",
      body,
      w.nurseA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ body: "<p>x</p>", edited: true });
  });

  it("keeps a deleted post's place with an empty body", async () => {
    const id = await onTrip();
    const parent = await postTo(w.t, w.nurseA.headers, id, "<p>one</p>");
    const reply = await post(
      w.t,
      "/api/discussion-posts",
      { discussionId: id, parentPostId: parent, body: "<p>reply</p>" },
      w.driver.headers,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expectError(
      await del(w.t, `/api/discussion-posts/${parent}`, w.driver.headers),
      403,
    );
    const res = await del(
      w.t,
      `/api/discussion-posts/${parent}`,
      w.nurseA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await postsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      discussionPostId: parent,
      body: "",
      deleted: true,
    });
    expect(rows[1]).toMatchObject({ parentPostId: parent, deleted: false });
  });

  it("answers 422 to a search or an export naming no thread, and a named thread's posts to its readers only", async () => {
    const id = await onTrip();
    const postId = await postTo(w.t, w.nurseA.headers, id, "<p>one</p>");
    const required = [{ field: "discussionId", message: DISCUSSION_REQUIRED }];
    // Whoever asks, a system administrator too, and whatever else the search names.
    const admin = (await as(w.t, "systemadmin")).headers;
    for (const headers of [w.nurseA.headers, admin])
      for (const body of [
        {},
        { pageSize: 100 },
        { discussionId: "" },
        { additionalArrayFilters: { discussionId: [] } },
        { parentPostId: postId },
      ])
        for (const call of ["search", "export"])
          expectError(
            await post(w.t, `/api/discussion-posts/${call}`, body, headers),
            422,
            DISCUSSION_REQUIRED,
            required,
          );
    const named = [
      { discussionId: id },
      { additionalStringFilters: { discussionId: id } },
      { additionalArrayFilters: { discussionId: [id] } },
    ];
    for (const body of named) {
      const mine = await search<PostRow>(
        w.t,
        "/discussion-posts",
        w.driver.headers,
        body,
      );
      expect(mine.data.map((r) => r.discussionPostId)).toEqual([postId]);
      const theirs = await search(
        w.t,
        "/discussion-posts",
        w.nurseB.headers,
        body,
      );
      expect(theirs.total).toBe(0);
    }
  });

  it("answers 403 for a post of a workspace's thread to a non-member, 404 for an unknown id", async () => {
    const id = await openThread(w.t, w.member.headers, {
      modelType: "workspace",
      modelId: w.workspaceId,
    });
    const postId = await postTo(w.t, w.member.headers, id, "<p>Agenda</p>");
    const read = await get(
      w.t,
      `/api/discussion-posts/${postId}`,
      w.member2.headers,
    );
    expect(read.statusCode, read.body).toBe(200);
    expectError(
      await get(w.t, `/api/discussion-posts/${postId}`, w.outsider.headers),
      403,
    );
    expectError(
      await del(w.t, `/api/discussion-posts/${postId}`, w.outsider.headers),
      403,
    );
    expectError(
      await post(
        w.t,
        "/api/discussion-posts",
        { discussionPostId: postId, discussionId: id, body: "<p>x</p>" },
        w.outsider.headers,
      ),
      403,
    );
    expectError(
      await get(
        w.t,
        `/api/discussion-posts/${crypto.randomUUID()}`,
        w.outsider.headers,
      ),
      404,
      "Post not found.",
    );
    // A trip's thread stays unknown to a nurse of another facility.
    const onTheTrip = await postTo(
      w.t,
      w.nurseA.headers,
      await onTrip(),
      "<p>Room 412</p>",
    );
    expectError(
      await get(w.t, `/api/discussion-posts/${onTheTrip}`, w.nurseB.headers),
      404,
      "Post not found.",
    );
  });

  it("answers 422 to an empty body", async () => {
    const id = await onTrip();
    const empty = await call(w.t, "POST", "/api/discussion-posts", {
      headers: w.nurseA.headers,
      payload: { discussionId: id, body: "<p></p>" },
    });
    expect(empty.statusCode).toBe(422);
  });
});
