import { z } from "zod";
import { defineEntity } from "../crud/entity";
import { emails } from "../db/schema";

export const emailRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  emailId: z.string(),
  toEmailAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  transport: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** The outbox: every email the app sent or queued, secret links redacted. Admins only. */
export const emailEntity = defineEntity({
  entity: "Email",
  prefix: "/emails",
  table: emails,
  idColumn: emails.id,
  idField: "emailId",
  rowSchema: emailRowSchema,
  bodySchema: z.object({}),
  toValues: () => ({}),
  sortable: { createdAt: emails.createdAt },
  defaultSort: "createdAt",
  filters: {
    toEmailAddress: { kind: "string", column: emails.toEmailAddress },
  },
  dateColumn: emails.createdAt,
  access: { read: { adminOnly: true }, write: { adminOnly: true } },
  readOnly: true,
});
