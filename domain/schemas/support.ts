/**
 * Support requests (issue 28): a request and its replies as the API reads and writes them, the
 * requester's answer after a resolve, and the file limits of its attachments. Description and
 * reply bodies are rich text: plain strings here (the forms), swapped for server/richText's
 * sanitising field on the server.
 */
import { z } from "zod";
import { MESSAGES, requiredText } from "./common";

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_DESCRIPTION_MAX = 20_000;
export const SUPPORT_REPLY_MAX = 20_000;
export const SUPPORT_PAGE_URL_MAX = 2000;
/** Files one request (or one reply) may carry. */
export const SUPPORT_ATTACHMENTS_MAX = 5;

export const SUPPORT_CATEGORIES = [
  "account",
  "booking",
  "billing",
  "driver-app",
  "other",
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_STATUSES = [
  "new",
  "in-progress",
  "waiting-for-requester",
  "resolved",
  "closed",
] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** Statuses of a request still being worked on (the queue's default filter). */
export const OPEN_SUPPORT_STATUSES: readonly SupportStatus[] = [
  "new",
  "in-progress",
  "waiting-for-requester",
];

export const SUPPORT_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_MESSAGES = {
  category: "Choose a category.",
  status: "Choose a status.",
  priority: "Choose a priority.",
  assignee: "Choose a member of the support staff.",
  staffOnly:
    "Only support staff change a request's status, priority or assignee.",
  notResolved: "Only a resolved request asks whether it was solved.",
  closed: "This request is closed: file a new one.",
  attachments: `Attach at most ${SUPPORT_ATTACHMENTS_MAX} files.`,
} as const;

/**
 * POST /support-requests. Create (no id): the requester's subject, category, description and the
 * page they were on; the status starts "new". Update (id present): the requester may change the
 * subject, category and description of their own request while it is open; support staff
 * (modify-support) also the status, priority and assignee.
 */
export const supportRequestUpsertShape = {
  supportRequestId: z.uuid().optional(),
  subject: requiredText(SUPPORT_SUBJECT_MAX),
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category }),
  description: z
    .string()
    .max(SUPPORT_DESCRIPTION_MAX, MESSAGES.tooLong(SUPPORT_DESCRIPTION_MAX))
    .default(""),
  pageUrl: z
    .string()
    .trim()
    .max(SUPPORT_PAGE_URL_MAX, MESSAGES.tooLong(SUPPORT_PAGE_URL_MAX))
    .nullish(),
  status: z
    .enum(SUPPORT_STATUSES, { error: SUPPORT_MESSAGES.status })
    .optional(),
  priority: z
    .enum(SUPPORT_PRIORITIES, { error: SUPPORT_MESSAGES.priority })
    .optional(),
  assigneeUserId: z.uuid({ error: SUPPORT_MESSAGES.assignee }).nullish(),
};
export const supportRequestUpsertSchema = z.object(supportRequestUpsertShape);
export type SupportRequestUpsert = z.input<typeof supportRequestUpsertSchema>;

export const supportAttachmentRowSchema = z.object({
  id: z.string(),
  supportAttachmentId: z.string(),
  supportRequestId: z.string(),
  replyId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportAttachmentRow = z.infer<typeof supportAttachmentRowSchema>;

export const supportRequestRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  supportRequestId: z.string(),
  number: z.number(),
  requesterUserId: z.string(),
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  description: z.string(),
  pageUrl: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  priority: z.enum(SUPPORT_PRIORITIES),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  solved: z.boolean().nullable(),
  lastReplyAt: z.string().nullable(),
  replyCount: z.number(),
  /** The request's own files (a reply's are on the reply). */
  attachments: z.array(supportAttachmentRowSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportRequestRow = z.infer<typeof supportRequestRowSchema>;

/** POST /support-replies: a reply to a request (its requester or support staff). */
export const supportReplyUpsertShape = {
  supportReplyId: z.uuid().optional(),
  supportRequestId: z.uuid({ error: MESSAGES.required }),
  body: z.string().max(SUPPORT_REPLY_MAX, MESSAGES.tooLong(SUPPORT_REPLY_MAX)),
};
export const supportReplyUpsertSchema = z.object(supportReplyUpsertShape);
export type SupportReplyUpsert = z.input<typeof supportReplyUpsertSchema>;

export const supportReplyRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  supportReplyId: z.string(),
  supportRequestId: z.string(),
  authorUserId: z.string().nullable(),
  authorName: z.string().nullable(),
  body: z.string(),
  fromStaff: z.boolean(),
  attachments: z.array(supportAttachmentRowSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportReplyRow = z.infer<typeof supportReplyRowSchema>;

/** POST /support-requests/{id}/solved {solved}: the requester's answer after a resolve. */
export const supportSolvedSchema = z.object({ solved: z.boolean() });

/** POST /support-requests/staff: who a request may be assigned to (modify-support holders). */
export const supportStaffRowSchema = z.object({
  id: z.string(),
  label: z.string(),
});
export type SupportStaffRow = z.infer<typeof supportStaffRowSchema>;
