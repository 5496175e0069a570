/**
 * The mention rule (§5, issue 25), run inside the post's transaction: notify the mentioned users,
 * and the approved members of mentioned workspaces, who can read the thread — only when the post
 * mentions someone and the sender has both a first and a last name; never the sender; on an edit
 * only the mentions the edit added. The message is the post as plain text (paragraph tags gone).
 */
import { and, eq, inArray } from "drizzle-orm";
import { isModelType } from "../../domain/records";
import type { MentionedIds } from "../../domain/richText";
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
} from "../../domain/schemas/notification";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { discussions, workspaceMembers } from "../db/schema";
import { actorNameOf } from "../activities/record";
import { sendNotifications } from "../notifications/send";
import { mentionsIn, richTextToPlain } from "../richText/sanitize";
import { APPROVED } from "../workspaces/membership";
import { readersAmong, usersByIds } from "./reach";
import { MENTION_NOTIFICATION_TYPE } from "../../domain/notificationTypes";

export { MENTION_NOTIFICATION_TYPE };

/** The mentions of `body` that `before` did not have (all of them for a new post). */
export function newMentions(body: string, before?: string): MentionedIds {
  const now = mentionsIn(body);
  if (!before) return now;
  const was = mentionsIn(before);
  return {
    userIds: now.userIds.filter((id) => !was.userIds.includes(id)),
    workspaceIds: now.workspaceIds.filter(
      (id) => !was.workspaceIds.includes(id),
    ),
  };
}

const hasFullName = (user: AuthUser): boolean =>
  user.firstName.trim() !== "" && user.lastName.trim() !== "";

/** Notifies the newly mentioned readers of the thread; answers who was notified. */
export async function notifyMentions(
  tx: Db,
  sender: AuthUser,
  discussionId: string,
  mentioned: MentionedIds,
  body: string,
): Promise<string[]> {
  if (mentioned.userIds.length === 0 && mentioned.workspaceIds.length === 0)
    return [];
  if (!hasFullName(sender)) return [];
  const members = mentioned.workspaceIds.length
    ? await tx
        .select({ id: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(
          and(
            inArray(workspaceMembers.workspaceId, mentioned.workspaceIds),
            eq(workspaceMembers.status, APPROVED),
          ),
        )
    : [];
  const candidates = [
    ...new Set([...mentioned.userIds, ...members.map((m) => m.id)]),
  ].filter((id) => id !== sender.userId);
  const readers = await readersAmong(
    tx,
    discussionId,
    await usersByIds(tx, candidates),
  );
  if (readers.length === 0) return [];
  const [thread] = await tx
    .select({ modelType: discussions.modelType, modelId: discussions.modelId })
    .from(discussions)
    .where(eq(discussions.id, discussionId))
    .limit(1);
  // The thread's record when it has one (a trip: its page shows the thread), else the thread.
  const target =
    thread?.modelType && thread.modelId && isModelType(thread.modelType)
      ? { modelType: thread.modelType, modelId: thread.modelId }
      : { modelType: "discussion" as const, modelId: discussionId };
  const name = actorNameOf(sender);
  await sendNotifications(tx, { userId: sender.userId, name }, readers, {
    title: `${name} mentioned you`.slice(0, NOTIFICATION_TITLE_MAX),
    message: richTextToPlain(body).slice(0, NOTIFICATION_MESSAGE_MAX),
    reactionType: null,
    notificationType: MENTION_NOTIFICATION_TYPE,
    ...target,
  });
  return readers;
}
