/**
 * The mention rule (§5, issue 25): notifications only when the post mentions someone and the sender
 * has a first and a last name; the message without paragraph tags; only new mentions on an edit;
 * never the sender; never someone who cannot read the thread; a mentioned workspace reaches its
 * approved members who can read the thread.
 */
import { and, eq, gte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discussions, notifications, users } from "../../server/db/schema";
import { post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  discussionWorld,
  mentioning,
  openThread,
  postTo,
} from "./support/discussionFactories";

const w = appWorld(discussionWorld);

const onTrip = () =>
  openThread(w.t, w.nurseA.headers, { modelType: "trip", modelId: w.tripA });

/** The mention notifications of one thread, by recipient. */
/**
 * The mention notifications of one thread: they point at its record (a trip's open the trip, whose
 * page shows the thread), else at the thread; only those since the thread began (tests share a trip).
 */
async function mentionsOf(discussionId: string) {
  const [thread] = await w.t.db
    .select()
    .from(discussions)
    .where(eq(discussions.id, discussionId));
  return w.t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.modelId, thread.modelId ?? discussionId),
        eq(notifications.notificationType, "mention"),
        gte(notifications.createdAt, thread.createdAt),
      ),
    );
}

describe("the mention rule", () => {
  it("notifies a mentioned reader with the text stripped of paragraph tags", async () => {
    const id = await onTrip();
    await postTo(
      w.t,
      w.nurseA.headers,
      id,
      mentioning({ id: w.driver.user.id, label: "Dana" }),
    );
    const sent = await mentionsOf(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipientUserId: w.driver.user.id,
      senderUserId: w.nurseA.user.id,
      modelType: "trip",
      modelId: w.tripA,
      notificationType: "mention",
      title: `${w.nurseA.user.firstName} ${w.nurseA.user.lastName} mentioned you`,
    });
    expect(sent[0].message).not.toMatch(/<\/?p>/);
    expect(sent[0].message).toContain("see room 412");
  });

  it("sends nothing when the post mentions no one", async () => {
    const id = await onTrip();
    await postTo(w.t, w.nurseA.headers, id, "<p>No one here</p>");
    expect(await mentionsOf(id)).toHaveLength(0);
  });

  it("sends nothing when the sender has no last name", async () => {
    const id = await onTrip();
    await w.t.db
      .update(users)
      .set({ lastName: "" })
      .where(eq(users.id, w.nurseA2.user.id));
    try {
      await postTo(
        w.t,
        w.nurseA2.headers,
        id,
        mentioning({ id: w.driver.user.id }),
      );
      expect(await mentionsOf(id)).toHaveLength(0);
    } finally {
      await w.t.db
        .update(users)
        .set({ lastName: w.nurseA2.user.lastName })
        .where(eq(users.id, w.nurseA2.user.id));
    }
  });

  it("notifies only newly added mentions on an edit", async () => {
    const id = await onTrip();
    const postId = await postTo(
      w.t,
      w.nurseA.headers,
      id,
      mentioning({ id: w.driver.user.id }),
    );
    const res = await post(
      w.t,
      "/api/discussion-posts",
      {
        discussionPostId: postId,
        discussionId: id,
        body: mentioning({ id: w.driver.user.id }, { id: w.nurseA2.user.id }),
      },
      w.nurseA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = await mentionsOf(id);
    expect(sent.map((n) => n.recipientUserId).sort()).toEqual(
      [w.driver.user.id, w.nurseA2.user.id].sort(),
    );
  });

  it("never notifies the sender, nor someone who cannot read the thread", async () => {
    const id = await onTrip();
    await postTo(
      w.t,
      w.nurseA.headers,
      id,
      mentioning({ id: w.nurseA.user.id }, { id: w.nurseB.user.id }),
    );
    expect(await mentionsOf(id)).toHaveLength(0);
  });

  it("reaches a mentioned workspace's members who can read the thread", async () => {
    const id = await openThread(w.t, w.member.headers, {
      modelType: "workspace",
      modelId: w.workspaceId,
    });
    await postTo(
      w.t,
      w.member.headers,
      id,
      mentioning({ id: w.workspaceId, kind: "workspace" }),
    );
    const sent = await mentionsOf(id);
    expect(sent.map((n) => n.recipientUserId)).toEqual([w.member2.user.id]);
    // On a trip's thread, the workspace's members cannot read it: no one is notified.
    const onTripId = await onTrip();
    await postTo(
      w.t,
      w.nurseA.headers,
      onTripId,
      mentioning({ id: w.workspaceId, kind: "workspace" }),
    );
    expect(await mentionsOf(onTripId)).toHaveLength(0);
  });
});
