/**
 * The requester's emails (issue 28): one on each staff reply and one on resolve, through the mail
 * outbox. They say which request and where to read it, never the reply's text, the subject or the
 * description: a request may name a patient, and email leaves the application.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { pagePath } from "../../domain/modules/defineModule";
import { supportModule } from "../../domain/modules/support";
import { users } from "../db/schema";
import type { SupportRequestRecord } from "./reach";

export type SupportEmailKind = "reply" | "resolved";

/** The request's page, absolute, built from PUBLIC_URL (never the request's Host header). */
export const requestLink = (app: FastifyInstance, id: string): string =>
  new URL(
    pagePath(supportModule.pages.show.path, { supportRequestId: id }),
    app.config.PUBLIC_URL,
  ).toString();

export function supportEmail(
  kind: SupportEmailKind,
  firstName: string,
  number: number,
  link: string,
): { subject: string; body: string } {
  const subject =
    kind === "reply"
      ? `Your support request #${number} has a reply`
      : `Your support request #${number} was resolved`;
  const news =
    kind === "reply"
      ? `The support team has replied to your request #${number}.`
      : `The support team has resolved your request #${number}. Let us know in the portal whether it solved your problem; if not, the request opens again.`;
  const body = [
    `Hello ${firstName},`,
    "",
    news,
    "",
    `Read it in the portal: ${link}`,
    "",
  ].join("\n");
  return { subject, body };
}

/**
 * Queues the email to the request's requester after the answer has gone (the change is already
 * committed; a delivery failure stays in the outbox for an administrator).
 */
export function emailRequester(
  app: FastifyInstance,
  request: SupportRequestRecord,
  kind: SupportEmailKind,
): void {
  app.background.run(`support ${kind} email`, async () => {
    const [requester] = await app.db
      .select({
        email: users.email,
        firstName: users.firstName,
        active: users.active,
      })
      .from(users)
      .where(eq(users.id, request.requesterUserId))
      .limit(1);
    if (!requester?.active) return;
    await app.mailer.send({
      to: requester.email,
      ...supportEmail(
        kind,
        requester.firstName,
        request.number,
        requestLink(app, request.id),
      ),
    });
  });
}
