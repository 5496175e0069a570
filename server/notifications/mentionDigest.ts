/**
 * The mention email digest (issue 25): a periodic job that mails each user who asked for it on their
 * profile (mention_digest_settings.afterMinutes) about the mentions they left unread that long, one
 * email per user per run, through the mailer (the outbox) and within the per-address mail cap.
 *
 * Each mention is mailed at most once: lastDigestAt is the creation time up to which a user's
 * mentions are settled (mailed, read in time, or due while the digest was off), and a run looks only
 * at mentions created after it and at least afterMinutes before the run began, then moves it up to
 * that instant. Changing the delay therefore neither loses nor repeats a mention; turning the digest
 * on settles what was already overdue (./mentionDigestRoutes.ts), so nobody gets a mail of old news.
 * A user over the mail cap keeps their mark: their mentions go with a later run.
 */
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { FEATURES } from "../../domain/features";
import { notificationsModule } from "../../domain/modules/notifications";
import { mentionDigestSettings, notifications, users } from "../db/schema";
import { MENTION_NOTIFICATION_TYPE } from "../discussions/mentions";
import { definePeriodicJob, periodicJobPlugin } from "../jobs/periodicJob";
import { mayMail } from "../limits/credentials";
import { featureIsOn } from "../plugins/featureGate";
import type { DigestMention } from "./mentionDigestMail";
import { DIGEST_LISTED_MAX, digestEmail } from "./mentionDigestMail";

const MINUTE_MS = 60_000;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

interface DigestRecipient {
  userId: string;
  email: string;
  firstName: string;
  /** The mark this run moves lastDigestAt to once the email is sent. */
  settledUpTo: Date;
  total: number;
  mentions: DigestMention[];
}

/**
 * Everyone with mentions to mail at `now`, in one query: each user's newest DIGEST_LISTED_MAX
 * unread mentions of the window, with the window's count. Inactive accounts get nothing.
 */
export async function dueDigests(
  app: FastifyInstance,
  now: Date,
): Promise<DigestRecipient[]> {
  const s = mentionDigestSettings;
  const n = notifications;
  const cutoff = sql`${ts(now)} - ${s.afterMinutes} * interval '1 minute'`;
  const window = app.db
    .select({
      userId: s.userId,
      afterMinutes: s.afterMinutes,
      email: users.email,
      firstName: users.firstName,
      senderName: n.senderName,
      modelType: n.modelType,
      createdAt: n.createdAt,
      rank: sql<number>`row_number() over (partition by ${s.userId} order by ${n.createdAt} desc, ${n.id} desc)`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${s.userId})`.as("total"),
    })
    .from(s)
    .innerJoin(users, and(eq(users.id, s.userId), eq(users.active, true)))
    .innerJoin(
      n,
      and(
        eq(n.recipientUserId, s.userId),
        eq(n.notificationType, MENTION_NOTIFICATION_TYPE),
        isNull(n.viewedAt),
        lte(n.createdAt, cutoff),
        // Null only for a row written outside the profile call; then every unread mention counts.
        sql`(${s.lastDigestAt} is null or ${gt(n.createdAt, s.lastDigestAt)})`,
      ),
    )
    .where(isNotNull(s.afterMinutes))
    .as("digest_window");
  const rows = await app.db
    .select()
    .from(window)
    .where(lte(window.rank, DIGEST_LISTED_MAX))
    .orderBy(window.userId, window.rank);

  const byUser = new Map<string, DigestRecipient>();
  for (const row of rows) {
    let recipient = byUser.get(row.userId);
    if (!recipient) {
      recipient = {
        userId: row.userId,
        email: row.email,
        firstName: row.firstName,
        settledUpTo: new Date(
          now.getTime() - (row.afterMinutes ?? 0) * MINUTE_MS,
        ),
        total: Number(row.total),
        mentions: [],
      };
      byUser.set(row.userId, recipient);
    }
    recipient.mentions.push({
      senderName: row.senderName,
      modelType: row.modelType,
      createdAt: row.createdAt,
    });
  }
  return [...byUser.values()];
}

/** One run at `now`: answers how many emails went out. */
export async function sendMentionDigests(
  app: FastifyInstance,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  // Switched off, the module's pages answer 404: a link to them would lead nowhere.
  if (!(await featureIsOn(app.db, FEATURES.discussions))) return 0;
  const link = new URL(
    notificationsModule.pages.list.path,
    app.config.PUBLIC_URL,
  ).toString();
  let sent = 0;
  for (const recipient of await dueDigests(app, now)) {
    if (signal?.aborted) break;
    if (!(await mayMail(app, recipient.email, "mention-digest"))) continue;
    await app.mailer.send({
      to: recipient.email,
      ...digestEmail({ ...recipient, link }),
    });
    // Never backwards: a run taken over by another process must not reopen what this one settled.
    await app.db
      .update(mentionDigestSettings)
      .set({
        lastDigestAt: sql`greatest(${mentionDigestSettings.lastDigestAt}, ${ts(recipient.settledUpTo)})`,
        updatedAt: new Date(),
      })
      .where(eq(mentionDigestSettings.userId, recipient.userId));
    sent++;
  }
  return sent;
}

export const mentionDigestJob = definePeriodicJob({
  name: "mention-digest",
  intervalMs: 5 * MINUTE_MS,
  enabled: (config) => config.MENTION_DIGEST_JOB,
  run: async ({ app, signal, startedAt }) => {
    const sent = await sendMentionDigests(app, startedAt, signal);
    if (sent > 0) app.log.info({ sent }, "mention digests sent");
  },
});

export const mentionDigestJobPlugin = periodicJobPlugin(mentionDigestJob);
