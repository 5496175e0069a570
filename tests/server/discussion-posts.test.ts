/**
 * A thread's posts (issue 25): oldest first, sanitised, only the author edits (403 to others, the
 * edit marked), a delete by the author keeps a "deleted" row with an empty body, a search without
 * discussionId answers the threads in reach only (the contract's 422 waits, see the notes).
 */
import { describe, expect, it } from "vitest";
import { call, del, expectError, post, search } from "./support/api";
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

  it("answers a search without discussionId from the threads in reach only", async () => {
    const id = await onTrip();
    const postId = await postTo(w.t, w.nurseA.headers, id, "<p>one</p>");
    const theirs = await search<PostRow>(
      w.t,
      "/discussion-posts",
      w.nurseB.headers,
      {},
    );
    expect(theirs.data.map((r) => r.discussionPostId)).not.toContain(postId);
    const mine = await search<PostRow>(
      w.t,
      "/discussion-posts",
      w.driver.headers,
      { pageSize: 100 },
    );
    expect(mine.data.map((r) => r.discussionPostId)).toContain(postId);
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
