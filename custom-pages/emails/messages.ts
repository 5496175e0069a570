/**
 * English messages of the outbox page (pages.emails.*, issue 28), found through emailsModule's
 * pagesFolder. §8 texts come from domain/errors word for word.
 */
import { SUCCESS_MESSAGES } from "../../domain/errors";

export const messages = {
  title: "Email outbox",
  send: "Send email",
  columns: {
    toEmailAddress: "Recipient",
    subject: "Subject",
    status: "Status",
    error: "Error",
    createdAt: "Time",
  },
  filters: {
    status: "Status",
    toEmailAddress: "Recipient",
  },
  statuses: {
    sent: "Sent",
    failed: "Failed",
    pending: "Pending",
  },
  detail: {
    title: "Email to %{to}",
    to: "To",
    subject: "Subject",
    status: "Status",
    error: "Error",
    createdAt: "Time",
    body: "Message",
    close: "Close",
  },
  resend: {
    button: "Resend",
    named: "Resend the email to %{to}",
    title: "Resend this email?",
    content:
      "It is sent again to %{to} as it was stored: links that were redacted stay redacted.",
    confirm: "Resend",
    cancel: "Cancel",
    failedAgain: "The email could not be delivered again.",
  },
  sendDialog: {
    title: "Send email",
    to: "To",
    subject: "Subject",
    body: "Message",
    bodyHelp: "Plain text.",
    submit: "Send",
    sending: "Sending…",
    cancel: "Cancel",
  },
  toasts: {
    sent: SUCCESS_MESSAGES.emailSent,
  },
};
