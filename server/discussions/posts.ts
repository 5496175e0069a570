/**
 * A post's consequences inside its transaction (issue 25), shared by POST /discussion-posts and a
 * thread created with its first post: the thread moves up, the author has read it, the mentions
 * notify (§5), the change is recorded and announced.
 */
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { discussionPosts } from "../db/schema";
import { actorNameOf } from "../activities/record";
import { announceThread } from "./audience";
import { recordThreadActivity, touchThread } from "./changes";
import { newMentions, notifyMentions } from "./mentions";
import type { DiscussionRecord } from "./reach";

export type PostRecord = typeof discussionPosts.$inferSelect;

/** What the activity keeps of a post: which post and whether it changed, never its text. */
const postSummary = (post: PostRecord) => ({
  discussionPostId: post.id,
  parentPostId: post.parentPostId,
  editedAt: post.editedAt,
  deletedAt: post.deletedAt,
});

/** After a post was inserted or edited (before: its previous state). */
export async function afterPostWrite(
  tx: Db,
  user: AuthUser,
  thread: DiscussionRecord,
  post: PostRecord,
  before: PostRecord | null,
): Promise<void> {
  if (!before) await touchThread(tx, thread.id, user.userId);
  await notifyMentions(
    tx,
    user,
    thread.id,
    newMentions(post.body, before?.body),
    post.body,
  );
  await recordThreadActivity(
    tx,
    user,
    thread,
    before ? "post-edited" : "posted",
    before && postSummary(before),
    postSummary(post),
  );
  await announceThread(tx, thread, [post.id]);
}

/** A thread's first post, written with the thread. */
export async function insertFirstPost(
  tx: Db,
  user: AuthUser,
  thread: DiscussionRecord,
  body: string,
): Promise<void> {
  const [post] = await tx
    .insert(discussionPosts)
    .values({
      discussionId: thread.id,
      authorId: user.userId,
      authorName: actorNameOf(user),
      body,
    })
    .returning();
  await afterPostWrite(tx, user, thread, post, null);
}
