/**
 * What every change to a thread or a post does inside its transaction (issue 25): the thread's
 * lastPostAt and the writer's read mark, the activity (context: the thread's record), the
 * announcement to the thread's audience.
 */
import { eq, sql } from "drizzle-orm";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { discussionParticipants, discussions } from "../db/schema";
import { recordActivity } from "../activities/record";
import type { DiscussionRecord } from "./reach";

/** Marks the thread read for this user now (a reader who is not invited gets a row of their own). */
export async function markRead(
  tx: Db,
  discussionId: string,
  userId: string,
): Promise<Date> {
  const [row] = await tx
    .insert(discussionParticipants)
    .values({ discussionId, userId, invited: false, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [
        discussionParticipants.discussionId,
        discussionParticipants.userId,
      ],
      set: { lastReadAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning({ lastReadAt: discussionParticipants.lastReadAt });
  return row.lastReadAt ?? new Date();
}

/** A new post: the thread's latest post time moves, and its author has read it. */
export async function touchThread(
  tx: Db,
  discussionId: string,
  authorId: string,
): Promise<void> {
  await tx
    .update(discussions)
    .set({ lastPostAt: sql`now()` })
    .where(eq(discussions.id, discussionId));
  await markRead(tx, discussionId, authorId);
}

/**
 * The activity of a change to a thread or one of its posts, recorded on the thread; its context is
 * the record the thread is about (absent for a free-standing one).
 */
export const recordThreadActivity = (
  tx: Db,
  actor: AuthUser,
  thread: DiscussionRecord,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  recordActivity(tx, {
    modelType: "discussion",
    modelId: thread.id,
    action,
    actor,
    before,
    after,
    context:
      thread.modelType && thread.modelId
        ? { modelType: thread.modelType, modelId: thread.modelId }
        : null,
  });
