/**
 * Who reads a thread (issue 25): a record's thread follows the record's reach (server/records), a
 * workspace's its approved members (the workspace's reach), a free-standing one its invited
 * participants. One SQL condition on the discussions table serves every search and read by id.
 */
import type { SQL } from "drizzle-orm";
import { z } from "zod";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { ModelType } from "../../domain/records";
import type { AuthUser } from "../auth/authUser";
import { toAuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { discussionParticipants, discussions, users } from "../db/schema";
import { forbidden, notFound } from "../errors";
import * as declared from "../records/index";
import type { RecordReach } from "../records/reach";
import { isRecordReach } from "../records/reach";

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export type DiscussionRecord = typeof discussions.$inferSelect;

/** A thread is not about another thread: a discussion's own reach is built from this file. */
export const THREAD_KIND: ModelType = "discussion";

/**
 * The reach of every kind a thread may be about. Read when called, never at load: the record
 * registry (server/records/index.ts) imports the discussion reach, which imports this file.
 */
const recordReaches = (): RecordReach[] =>
  (Object.values(declared) as unknown[])
    .filter(isRecordReach)
    .filter((reach) => reach.modelType !== THREAD_KIND);

/** The condition keeping the threads this user may read (never undefined: participants are per user). */
export function threadScope(user: AuthUser): SQL {
  const parts: SQL[] = [
    and(
      isNull(discussions.modelType),
      sql`exists (select 1 from ${discussionParticipants} where ${discussionParticipants.discussionId} = ${discussions.id} and ${discussionParticipants.userId} = ${user.userId} and ${discussionParticipants.invited})`,
    ) as SQL,
  ];
  for (const reach of recordReaches()) {
    const seen = reach.visible(user, discussions.modelId);
    parts.push(
      seen
        ? (and(eq(discussions.modelType, reach.modelType), seen) as SQL)
        : eq(discussions.modelType, reach.modelType),
    );
  }
  return or(...parts) as SQL;
}

/** The thread, unscoped, or null. */
export async function threadById(
  db: Db,
  discussionId: string,
): Promise<DiscussionRecord | null> {
  const [found] = await db
    .select()
    .from(discussions)
    .where(eq(discussions.id, discussionId))
    .limit(1);
  return found ?? null;
}

/** Whether this user reads this thread. */
export async function readsThread(
  db: Db,
  user: AuthUser,
  discussionId: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: discussions.id })
    .from(discussions)
    .where(and(eq(discussions.id, discussionId), threadScope(user)))
    .limit(1);
  return Boolean(found);
}

/**
 * The thread if this user reads it; else 403 for a workspace's thread (as every workspace call
 * answers a non-member) and 404 for the others (a record's or participants' thread stays unknown).
 */
export async function readableThread(
  db: Db,
  user: AuthUser,
  discussionId: string,
  message = "Discussion not found.",
): Promise<DiscussionRecord> {
  const thread = await threadById(db, discussionId);
  if (!thread) throw notFound(message);
  if (await readsThread(db, user, discussionId)) return thread;
  if (thread.modelType === "workspace") throw forbidden();
  throw notFound(message);
}

/**
 * For a thread out of this user's reach (a read by id found nothing in scope): 403 when it is a
 * workspace's (as every workspace call answers a non-member, server/crud/membership.ts); nothing
 * otherwise, so the caller answers 404 (an unknown id, or a record's thread kept unknown).
 */
export async function refuseWorkspaceThread(
  db: Db,
  user: AuthUser,
  discussionId: string,
): Promise<void> {
  if (!isUuid(discussionId)) return;
  const thread = await threadById(db, discussionId);
  if (thread?.modelType !== "workspace") return;
  if (!(await readsThread(db, user, discussionId))) throw forbidden();
}

/** The active users among these ids, as the reach checks see them. */
export async function usersByIds(
  db: Db,
  userIds: readonly string[],
): Promise<AuthUser[]> {
  if (userIds.length === 0) return [];
  const found = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.active, true)));
  return found.map((u) => toAuthUser(u, ""));
}

/** Which of these users read this thread: one reach query per user (a post mentions a few). */
export async function readersAmong(
  db: Db,
  discussionId: string,
  candidates: readonly AuthUser[],
): Promise<string[]> {
  const readers: string[] = [];
  for (const user of candidates)
    if (await readsThread(db, user, discussionId)) readers.push(user.userId);
  return readers;
}
