/**
 * Every email goes through here: recorded in the emails table (the outbox an admin reads, with
 * secret links redacted) and delivered by SMTP when configured. Tests pass a `capture` hook to see the
 * full message, links included, so every flow can be tested end to end.
 */
import type { Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import type { SmtpConfig } from "../config";
import type { Db } from "../db/client";
import { emails } from "../db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  /** Substrings (links with tokens) replaced by "[redacted]" in the stored copy. */
  secrets?: string[];
  /** Files sent with the message (an invoice's PDF); the stored copy names them only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The stored body: redacted, and naming the files that went with it. */
function storedBody(message: OutgoingEmail): string {
  const body = redact(message.body, message.secrets);
  const files = message.attachments?.map((a) => a.filename) ?? [];
  return files.length ? `${body}\n\n[Attached: ${files.join(", ")}]` : body;
}

export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  from: string;
  smtp: SmtpConfig | null;
  capture?: (message: OutgoingEmail) => void;
  onDeliveryError?: (error: unknown) => void;
}

export const REDACTED = "[redacted]";

export function redact(body: string, secrets: string[] = []): string {
  return secrets.reduce(
    (text, s) => (s ? text.split(s).join(REDACTED) : text),
    body,
  );
}

export function createMailer(o: MailerOptions): Mailer {
  const smtp = o.smtp;
  // nodemailer is loaded with the first delivery, not at start (issue 13, B5: a cold start waited
  // for it though most processes send no mail in their first seconds, and none without SMTP).
  let transporter: Promise<Transporter> | undefined;
  const transport = (config: SmtpConfig) =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: config.host,
        port: config.port,
        secure: config.secure,
        auth: config.user
          ? { user: config.user, pass: config.password ?? "" }
          : undefined,
      }),
    ));
  return {
    async send(message) {
      o.capture?.(message);
      const [stored] = await o.db
        .insert(emails)
        .values({
          toEmailAddress: message.to,
          subject: message.subject,
          body: storedBody(message),
          transport: smtp ? "smtp" : "outbox",
        })
        .returning({ id: emails.id });
      if (!smtp) return;
      try {
        await (
          await transport(smtp)
        ).sendMail({
          from: o.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          attachments: message.attachments,
        });
        await o.db
          .update(emails)
          .set({ sentAt: new Date() })
          .where(eq(emails.id, stored.id));
      } catch (e) {
        await o.db
          .update(emails)
          .set({ error: e instanceof Error ? e.message : String(e) })
          .where(eq(emails.id, stored.id));
        // The change that sent the mail (an invitation, a contact message) is already saved; the
        // outbox row keeps the delivery error for an administrator instead of failing the request.
        o.onDeliveryError?.(e);
      }
    },
  };
}
