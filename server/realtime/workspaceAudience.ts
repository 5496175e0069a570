/**
 * Real time for a workspace's audience (issue 24): a change inside a workspace reaches the own user
 * room of each of its approved members. The members are read inside the write's transaction, not
 * when a socket connected, so someone approved a minute ago hears of the next change and someone
 * removed does not — every socket already sits in its user's room (./rooms.ts).
 */
import { and, eq } from "drizzle-orm";
import type { RealtimeTopic } from "../../domain/realtime";
import type { Db } from "../db/client";
import { workspaceMembers } from "../db/schema";
import { APPROVED } from "../workspaces/membership";
import { notifyChange } from "./publish";
import { ROOMS } from "./rooms";

/** The user rooms of the workspace's approved members, read with `tx`. */
export async function workspaceAudienceRooms(
  tx: Db,
  workspaceId: string,
): Promise<string[]> {
  const members = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.status, APPROVED),
      ),
    );
  return members.map((m) => ROOMS.user(m.userId));
}

/**
 * Announces that rows of `topic` changed inside the workspace, to its approved members and to
 * `extraUserIds` (the member just removed, rejected or still asking, who must learn of it too).
 * Delivered once `tx` commits; a large audience goes in several notifications (./publish.ts).
 */
export async function notifyWorkspaceAudience(
  tx: Db,
  workspaceId: string,
  topic: RealtimeTopic,
  ids: string[],
  extraUserIds: string[] = [],
): Promise<void> {
  if (ids.length === 0) return;
  const rooms = new Set(await workspaceAudienceRooms(tx, workspaceId));
  for (const userId of extraUserIds) rooms.add(ROOMS.user(userId));
  await notifyChange(tx, { topic, ids, rooms: [...rooms].sort() });
}
