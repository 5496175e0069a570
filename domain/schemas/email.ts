/**
 * The outbox and the admin's email (issue 28, §3 Email: toEmailAddress, subject, body). The server's
 * validation of POST /email/send and the send dialog's come from here; so does the outbox row the
 * list reads. Bodies are plain text: they are mailed as text and shown as text, never as HTML.
 */
import { z } from "zod";
import { emailSchema, MESSAGES, requiredText } from "./common";

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20_000;

export const EMAIL_STATUSES = ["sent", "failed", "pending"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_MESSAGES = {
  subjectOneLine: "The subject must be a single line.",
  onlyFailedResend: "Only an email that failed can be sent again.",
  notFound: "Email not found.",
  undelivered: (error: string) => `The email could not be delivered: ${error}`,
} as const;

/** POST /email/send. The address is normalised (domain/email.ts), as every limiter key is. */
export const emailSendSchema = z.object({
  toEmailAddress: emailSchema,
  // A line break in a subject would start a new mail header.
  subject: requiredText(EMAIL_SUBJECT_MAX).refine(
    (v) => !/[\r\n]/.test(v),
    EMAIL_MESSAGES.subjectOneLine,
  ),
  body: z
    .string({ error: MESSAGES.required })
    .max(EMAIL_BODY_MAX, MESSAGES.tooLong(EMAIL_BODY_MAX))
    .refine((v) => v.trim() !== "", MESSAGES.required),
});
export type EmailSendBody = z.input<typeof emailSendSchema>;

/** One outbox row: secret links were redacted before the body was stored. */
export const emailRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  emailId: z.string(),
  toEmailAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  transport: z.string(),
  status: z.enum(EMAIL_STATUSES),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailRow = z.infer<typeof emailRowSchema>;

/** Failed once delivery recorded an error; sent once it recorded the time; pending otherwise. */
export function emailStatus(row: {
  sentAt: unknown;
  error: string | null;
}): EmailStatus {
  if (row.error !== null) return "failed";
  return row.sentAt ? "sent" : "pending";
}
