/**
 * The email tools' calls beyond the outbox's generic reads (issue 28), typed custom methods. The
 * outbox list itself is getList/getOne of "admin/emails" through the data provider's map.
 *
 * | Method      | Call                                                          |
 * |-------------|---------------------------------------------------------------|
 * | sendEmail   | POST /email/send {toEmailAddress, subject, body} → the message |
 * | resendEmail | POST /emails/{emailId}/resend → the new outbox row            |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import { emailSendApiModule, emailsModule } from "../domain/modules/emails";
import type { EmailRow, EmailSendBody } from "../domain/schemas/email";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

export interface EmailMethods {
  /** Answers the server's message ('Email sent.'). */
  sendEmail(body: EmailSendBody): Promise<string>;
  resendEmail(emailId: string): Promise<EmailRow>;
}

export function emailMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): EmailMethods {
  const send = `${apiUrl}${emailSendApiModule.api.prefix}/send`;
  const outbox = `${apiUrl}${emailsModule.api.prefix}`;
  // Both send an email: a refusal reads "Failed to send Email: …" (§8).
  const failing = (error: unknown) =>
    withFailurePrefix(error, FAILURE_PREFIXES.sendEmail);
  return {
    async sendEmail(body) {
      try {
        const answer = await httpClient<{ message: string }>(send, {
          method: "POST",
          body,
        });
        return answer.message;
      } catch (error) {
        throw failing(error);
      }
    },
    async resendEmail(emailId) {
      try {
        const answer = await httpClient<Envelope<EmailRow>>(
          `${outbox}/${encodeURIComponent(emailId)}/resend`,
          { method: "POST", body: {} },
        );
        return answer.data;
      } catch (error) {
        throw failing(error);
      }
    },
  };
}
