/**
 * The outbox (issue 28): every email the app sent, queued or failed to send, secret links redacted
 * before storing. Read-only here (get, search, export); admins only, from the module's declaration.
 * Filters: status (sent | failed | pending) and the recipient, both served by the table's indexes
 * with the default order, newest first: (to_email_address, created_at, id) and the partial
 * (created_at, id) where error is not null. No searchTerm: the table has no search column, and a
 * substring scan of every body would read the whole outbox. Resend lives in server/emails.
 */
import { and, isNotNull, isNull } from "drizzle-orm";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { normalizeEmail } from "../../domain/email";
import { emailsModule } from "../../domain/modules/emails";
import type { EmailStatus } from "../../domain/schemas/email";
import {
  EMAIL_STATUSES,
  emailRowSchema,
  emailStatus,
} from "../../domain/schemas/email";
import { defineEntity } from "../crud/entity";
import { emails } from "../db/schema";
import { badRequest } from "../errors";

const isStatus = (value: unknown): value is EmailStatus =>
  (EMAIL_STATUSES as readonly unknown[]).includes(value);

/** status: the outcome delivery recorded (emailStatus's reading, as a condition). */
function statusIs(value: string | number | boolean) {
  if (!isStatus(value))
    throw badRequest(`Filter status expects ${EMAIL_STATUSES.join(", ")}.`);
  if (value === "failed") return isNotNull(emails.error);
  if (value === "sent")
    return and(isNull(emails.error), isNotNull(emails.sentAt))!;
  return and(isNull(emails.error), isNull(emails.sentAt))!;
}

/** Addresses are stored normalised (the schemas do it): so is the one asked for. */
const recipientIs = (value: string | number | boolean) =>
  eq(emails.toEmailAddress, normalizeEmail(String(value)));

export const emailEntity = defineEntity({
  entity: emailsModule.api.entity,
  prefix: emailsModule.api.prefix,
  table: emails,
  idColumn: emails.id,
  idField: emailsModule.api.idField,
  rowSchema: emailRowSchema,
  bodySchema: z.object({}),
  toValues: () => ({}),
  rowFields: (record) => ({ status: emailStatus(record) }),
  sortable: { createdAt: emails.createdAt },
  defaultSort: "createdAt",
  filters: {
    status: { kind: "string", build: statusIs },
    toEmailAddress: { kind: "string", build: recipientIs },
  },
  dateColumn: emails.createdAt,
  access: emailsModule.access,
  readOnly: true,
});
