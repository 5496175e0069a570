/**
 * The per-sender cap (issue 25): any signed-in user may notify others, so one account cannot flood
 * everyone. A sender may reach NOTIFICATION_RECIPIENTS_PER_MINUTE recipients in any minute, counted
 * from the notifications they sent (one indexed range read, shared by every API process, nothing to
 * keep in memory); past it the call is 429 with Retry-After. Holders of modify-notifications (and
 * administrators) are exempt. Two calls racing may each pass the check: the cap is a brake on abuse,
 * not an exact quota.
 */
import { and, count, eq, gt } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { NOTIFICATION_MESSAGES as M } from "../../domain/schemas/notification";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { AppError } from "../errors";
import { managesNotifications } from "./recipients";

const MINUTE_MS = 60_000;

export async function checkSenderCap(
  db: Db,
  sender: AuthUser,
  recipients: number,
  cap: number,
  reply: FastifyReply,
  now = new Date(),
): Promise<void> {
  if (managesNotifications(sender)) return;
  const since = new Date(now.getTime() - MINUTE_MS);
  const [row] = await db
    .select({ sent: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.senderUserId, sender.userId),
        gt(notifications.createdAt, since),
      ),
    );
  if ((row?.sent ?? 0) + recipients <= cap) return;
  reply.header("Retry-After", "60");
  throw new AppError(429, M.tooMany(cap));
}
