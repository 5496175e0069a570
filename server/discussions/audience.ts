/**
 * Who hears of a change to a thread or its posts (issue 25): a record's thread the record's rooms
 * (a trip's rooms), a workspace's thread its approved members' user rooms, a free-standing one its
 * participants' user rooms. Other kinds of record: the user rooms of the thread's participants and
 * posters, whose reach is checked again when their page refetches.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  discussionParticipants,
  discussionPosts,
  trips,
  workspaceMembers,
} from "../db/schema";
import { notifyChange } from "../realtime/publish";
import { ROOMS, tripRooms } from "../realtime/rooms";
import { APPROVED } from "../workspaces/membership";
import type { DiscussionRecord } from "./reach";

async function userIdsOf(db: Db, thread: DiscussionRecord): Promise<string[]> {
  if (thread.modelType === "workspace" && thread.modelId) {
    const members = await db
      .select({ id: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, thread.modelId),
          eq(workspaceMembers.status, APPROVED),
        ),
      );
    return members.map((m) => m.id);
  }
  const [participants, posters] = await Promise.all([
    db
      .select({ id: discussionParticipants.userId })
      .from(discussionParticipants)
      .where(eq(discussionParticipants.discussionId, thread.id)),
    db
      .selectDistinct({ id: discussionPosts.authorId })
      .from(discussionPosts)
      .where(
        and(
          eq(discussionPosts.discussionId, thread.id),
          isNotNull(discussionPosts.authorId),
        ),
      ),
  ]);
  return [...participants, ...posters].flatMap((r) => (r.id ? [r.id] : []));
}

/** The rooms that may hear of this thread's changes. */
export async function threadRooms(
  db: Db,
  thread: DiscussionRecord,
): Promise<string[]> {
  const rooms = new Set<string>();
  if (thread.modelType === "trip" && thread.modelId) {
    const [trip] = await db
      .select({
        driverId: trips.driverId,
        facilityId: trips.facilityId,
        bookingUserId: trips.bookingUserId,
      })
      .from(trips)
      .where(eq(trips.id, thread.modelId))
      .limit(1);
    if (trip) tripRooms(trip).forEach((room) => rooms.add(room));
  }
  for (const id of await userIdsOf(db, thread)) rooms.add(ROOMS.user(id));
  if (thread.createdById) rooms.add(ROOMS.user(thread.createdById));
  return [...rooms].sort();
}

/** Announces changed posts (and their thread) to the thread's audience, once `tx` commits. */
export async function announceThread(
  tx: Db,
  thread: DiscussionRecord,
  postIds: readonly string[] = [],
): Promise<void> {
  const rooms = await threadRooms(tx, thread);
  await notifyChange(tx, { topic: "discussions", ids: [thread.id], rooms });
  if (postIds.length > 0)
    await notifyChange(tx, {
      topic: "discussion-posts",
      ids: [...postIds],
      rooms,
    });
}
