/** The read side of threads (issue 25): the relations a page of threads shows, in a few queries. */
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { discussionParticipants, discussionPosts, users } from "../db/schema";
import type { DiscussionRecord } from "./reach";

export interface DiscussionRelations {
  names: ReadonlyMap<string, string>;
  postCounts: ReadonlyMap<string, number>;
  /** My read mark per thread. */
  readAt: ReadonlyMap<string, Date | null>;
  /** Invited participants of free-standing threads. */
  participants: ReadonlyMap<string, string[]>;
}

export async function loadDiscussionRelations(
  db: Db,
  user: AuthUser,
  records: readonly DiscussionRecord[],
): Promise<DiscussionRelations> {
  const ids = records.map((r) => r.id);
  const creatorIds = [
    ...new Set(records.flatMap((r) => (r.createdById ? [r.createdById] : []))),
  ];
  if (ids.length === 0)
    return {
      names: new Map(),
      postCounts: new Map(),
      readAt: new Map(),
      participants: new Map(),
    };
  const [creators, counts, mine, invited] = await Promise.all([
    creatorIds.length
      ? db
          .select({
            id: users.id,
            first: users.firstName,
            last: users.lastName,
          })
          .from(users)
          .where(inArray(users.id, creatorIds))
      : [],
    db
      .select({ id: discussionPosts.discussionId, n: count() })
      .from(discussionPosts)
      .where(
        and(
          inArray(discussionPosts.discussionId, ids),
          isNull(discussionPosts.deletedAt),
        ),
      )
      .groupBy(discussionPosts.discussionId),
    db
      .select({
        id: discussionParticipants.discussionId,
        at: discussionParticipants.lastReadAt,
      })
      .from(discussionParticipants)
      .where(
        and(
          inArray(discussionParticipants.discussionId, ids),
          eq(discussionParticipants.userId, user.userId),
        ),
      ),
    db
      .select({
        id: discussionParticipants.discussionId,
        userId: discussionParticipants.userId,
      })
      .from(discussionParticipants)
      .where(
        and(
          inArray(discussionParticipants.discussionId, ids),
          eq(discussionParticipants.invited, true),
        ),
      ),
  ]);
  const participants = new Map<string, string[]>();
  for (const p of invited)
    participants.set(p.id, [...(participants.get(p.id) ?? []), p.userId]);
  return {
    names: new Map(
      creators.map((c) => [c.id, `${c.first} ${c.last}`.trim()] as const),
    ),
    postCounts: new Map(counts.map((c) => [c.id, Number(c.n)] as const)),
    readAt: new Map(mine.map((m) => [m.id, m.at] as const)),
    participants,
  };
}

/** The row fields beyond the columns. */
export function discussionRowFields(
  record: DiscussionRecord,
  relations?: DiscussionRelations,
) {
  const postCount = relations?.postCounts.get(record.id) ?? 0;
  const readAt = relations?.readAt.get(record.id) ?? null;
  return {
    createdByName: record.createdById
      ? (relations?.names.get(record.createdById) ?? null)
      : null,
    postCount,
    unread: postCount > 0 && (readAt === null || record.lastPostAt > readAt),
    participantIds: record.modelType
      ? []
      : (relations?.participants.get(record.id) ?? []),
  };
}
