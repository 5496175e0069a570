import { FAILURE_PREFIXES } from "../errors";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const adminOnly = { adminOnly: true };
const OUTBOX = `${S}/emails`;

/**
 * The outbox (issue 28, System Admin): every email the app sent, queued or failed to send, with a
 * resend for the failed ones. Read-only generic calls under /emails (server/entities/emails.ts) and
 * POST /emails/{emailId}/resend (server/emails); the page is custom-pages/emails.
 */
export const emailsModule = defineModule({
  name: "admin/emails",
  api: { prefix: "/emails", idField: "emailId", entity: "Email" },
  access: { read: adminOnly, write: adminOnly },
  menu: [
    {
      key: "emails",
      path: OUTBOX,
      group: "systemAdmin",
      position: 10,
      gate: adminOnly,
    },
  ],
  pagesFolder: "emails",
  pages: { outbox: { path: OUTBOX, component: "EmailsPage" } },
});

/**
 * §7's `POST email/send {toEmailAddress, subject, body}` (holders of admin): its own prefix, so the
 * data provider's method builds its URL from here (providers/emailMethods.ts). No screens.
 */
export const emailSendApiModule = defineModule({
  name: "email",
  api: {
    prefix: "/email",
    idField: "emailId",
    entity: "Email",
    failurePrefixes: { create: FAILURE_PREFIXES.sendEmail },
  },
  access: { read: adminOnly, write: adminOnly },
});
