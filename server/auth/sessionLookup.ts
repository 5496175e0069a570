/** The live session of a bearer token (the API's and the real-time channel's one look-up). */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { sessions, users, userTotp } from "../db/schema";
import { hashToken } from "./secrets";

export interface SessionFound {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  /** When the user's authenticator was confirmed; null without one (issue 11). */
  totpConfirmedAt: Date | null;
}

/**
 * The live session of a token and its user: not revoked, not expired, not idle past the limit. The
 * one look-up of both the API's bearer token and the real-time channel's (server/realtime).
 */
export async function findSessionByToken(
  db: Db,
  config: Pick<Config, "SESSION_IDLE_MINUTES">,
  token: string,
): Promise<SessionFound | null> {
  const now = new Date();
  const idleCutoff = new Date(
    now.getTime() - config.SESSION_IDLE_MINUTES * 60_000,
  );
  const [found] = await db
    .select({
      session: sessions,
      user: users,
      totpConfirmedAt: userTotp.confirmedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .limit(1);
  return found ?? null;
}

/**
 * The clock's part of the look-up, for a cached session (and the real-time channel's re-check of
 * its sockets, server/realtime/sessionWatch.ts): not revoked, not expired, not idle past the limit.
 */
export function stillLive(
  session: SessionFound["session"],
  config: Pick<Config, "SESSION_IDLE_MINUTES">,
  now: number,
): boolean {
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    session.lastSeenAt.getTime() > now - config.SESSION_IDLE_MINUTES * 60_000
  );
}
