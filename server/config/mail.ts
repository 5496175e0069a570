/** Outgoing mail: the SMTP server (none: mails go to the outbox only), the sender, the support desk. */
import { z } from "zod";
import { bool } from "./shared";

export const mailSettings = {
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  MAIL_FROM: z.string().default("NEMT Portal <no-reply@example.com>"),
  /** Where the contact form is delivered. */
  SUPPORT_EMAIL: z.string().default("support@example.com"),
};

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
}

/** The SMTP server's settings, or null when SMTP_HOST is unset. */
export function smtpOf(raw: {
  SMTP_HOST?: string;
  SMTP_PORT: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
}): SmtpConfig | null {
  return raw.SMTP_HOST
    ? {
        host: raw.SMTP_HOST,
        port: raw.SMTP_PORT,
        secure: raw.SMTP_SECURE,
        user: raw.SMTP_USER,
        password: raw.SMTP_PASSWORD,
      }
    : null;
}
