/** Reading the emails a test app sent: the captured originals (links included) and the outbox rows. */
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { emails } from "../../../server/db/schema";
import type { OutgoingEmail } from "../../../server/mail/mailer";
import type { TestApp } from "./testApp";

export const PUBLIC_URL = "https://portal.example.org";

export const mailsTo = (t: TestApp, to: string): OutgoingEmail[] =>
  t.mails.filter((m) => m.to === to);

/** The only captured email to this address. */
export function onlyMailTo(t: TestApp, to: string): OutgoingEmail {
  const found = mailsTo(t, to);
  expect(found, `emails to ${to}`).toHaveLength(1);
  return found[0];
}

/** The link to this path in an email; it must be built from PUBLIC_URL. */
export function linkIn(
  mail: OutgoingEmail,
  path: string,
): { link: string; token: string } {
  const escaped = `${PUBLIC_URL}${path}`.replace(
    /[.*+?^${}()|[\]\\/]/g,
    "\\$&",
  );
  const match = mail.body.match(
    new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`),
  );
  expect(match, `a ${path} link in: ${mail.body}`).not.toBeNull();
  return { link: match![0], token: match![1] };
}

/** The stored outbox rows for this address, newest first. */
export const outboxRows = (t: TestApp, to: string) =>
  t.db
    .select()
    .from(emails)
    .where(eq(emails.toEmailAddress, to))
    .orderBy(desc(emails.createdAt));
