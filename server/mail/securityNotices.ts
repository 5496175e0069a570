/**
 * Emails that tell an account its second factor changed (issue 21, ASVS V6.3.7): turned on, turned
 * off, or reset by an administrator. Whoever holds a stolen session and the password could do the
 * first two; the owner learns of it here. Sent after the answer (the caller's background), counted in
 * a budget of their own (mayMail "security-mail") so no flood of other emails can silence them.
 */
import type { FastifyInstance } from "fastify";
import { mayMail } from "../limits/credentials";

export type SecondFactorChange = "on" | "off" | "reset";

const NOTICES: Record<
  SecondFactorChange,
  { subject: string; body: (firstName: string) => string }
> = {
  on: {
    subject: "Two-factor authentication was turned on",
    body: (name) =>
      `Hello ${name},\n\nTwo-factor authentication was turned on for your NEMT Portal account: signing in now asks for a code from an authenticator app, and your other sessions were ended.\n\nIf you did not do this, contact your administrator at once.\n`,
  },
  off: {
    subject: "Two-factor authentication was turned off",
    body: (name) =>
      `Hello ${name},\n\nTwo-factor authentication was turned off for your NEMT Portal account: signing in now asks for your password only.\n\nIf you did not do this, change your password and contact your administrator at once.\n`,
  },
  reset: {
    subject: "Two-factor authentication was reset by an administrator",
    body: (name) =>
      `Hello ${name},\n\nAn administrator turned off two-factor authentication for your NEMT Portal account. Sign in with your password and set it up again from your profile (if your role requires it, you will be asked to at once).\n\nIf you did not ask for this, contact your administrator at once.\n`,
  },
};

/** Tells the account of the change, after the answer; a delivery failure is logged, never answered. */
export function noticeSecondFactorChange(
  app: FastifyInstance,
  user: { email: string; firstName: string },
  change: SecondFactorChange,
): void {
  app.background.run("second factor notice", async () => {
    if (!(await mayMail(app, user.email, "security-mail"))) return;
    const notice = NOTICES[change];
    await app.mailer.send({
      to: user.email,
      subject: notice.subject,
      body: notice.body(user.firstName),
    });
  });
}
