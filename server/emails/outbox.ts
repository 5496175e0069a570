/**
 * Sending one admin email through the mailer (server/mail/mailer.ts: the outbox row, then SMTP when
 * configured) under a per-address cap, and reading back the row it stored.
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { normalizeEmail } from "../../domain/email";
import { emails } from "../db/schema";
import { tooManyRequests } from "../limits/credentials";
import { hitWindow, throttleKey } from "../limits/store";

const HOUR_MS = 3600_000;

export type OutboxRecord = typeof emails.$inferSelect;

/**
 * The per-address cap (MAIL_PER_ADDRESS_MAX an hour, as account emails): counted when admitted, a
 * 429 with Retry-After past it. A budget of its own, so an administrator's emails never use up the
 * one that lets the account's owner receive a reset link (server/limits/credentials.ts mayMail).
 */
async function admitAdminMail(
  app: FastifyInstance,
  reply: FastifyReply,
  to: string,
): Promise<void> {
  const now = new Date();
  const { hits, resetsAt } = await hitWindow(
    app.db,
    throttleKey("admin-mail", normalizeEmail(to)),
    HOUR_MS,
    now,
  );
  if (hits > app.config.MAIL_PER_ADDRESS_MAX)
    throw tooManyRequests(reply, resetsAt, now);
}

/**
 * Sends the email and answers the outbox row the mailer stored for it. The mailer keeps a delivery
 * error on the row rather than throwing (its callers' changes are already saved), so the row says
 * whether it went. Mailer.send answers nothing, so the row is read back: the newest to this address
 * with this subject (the (to_email_address, created_at, id) index). Not bounded by the app's clock:
 * the row's time is the database's. Two identical emails sent at once may each read the later row.
 */
export async function sendThroughOutbox(
  app: FastifyInstance,
  reply: FastifyReply,
  message: { to: string; subject: string; body: string },
): Promise<OutboxRecord> {
  await admitAdminMail(app, reply, message.to);
  await app.mailer.send(message);
  const [stored] = await app.db
    .select()
    .from(emails)
    .where(
      and(
        eq(emails.toEmailAddress, message.to),
        eq(emails.subject, message.subject),
      ),
    )
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  if (!stored) throw new Error("The mailer stored no outbox row.");
  return stored;
}
