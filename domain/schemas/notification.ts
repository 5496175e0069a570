/**
 * Notifications to one user (§3, §7, issue 25): what a sender writes, what a recipient reads. Both
 * the server's validation and the client's types come from here. A notification is plain text: a
 * message or title holding an HTML tag is refused (422), never stored or silently rewritten, so what
 * the recipient reads is what the sender wrote (mentions strip their paragraph tags before sending).
 */
import { z } from "zod";
import { MODEL_TYPES } from "../records";
import { MESSAGES, optionalText, requiredText } from "./common";

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
/** One list call's recipients at most (a workspace's members count too): the 10,000 of issue 25. */
export const NOTIFICATION_LIST_MAX = 10_000;
export const NOTIFICATION_WORKSPACES_MAX = 100;
/** Ids one markviewed call may name ("mark all" sends the page's, at most a fetch of 100). */
export const NOTIFICATION_MARK_MAX = 1000;

export const NOTIFICATION_MESSAGES = {
  plainText: "Notifications are plain text: remove the HTML tags.",
  noRecipients: "Name at least one user or workspace.",
  unknownUsers: "Some of these users do not exist.",
  unknownWorkspaces: "Some of these workspaces do not exist.",
  modelIdRequired: "Give the record's id with its type.",
  tooMany: (cap: number) =>
    `You may notify at most ${cap} people a minute. Try again in a minute.`,
} as const;

/** An opening or closing tag, a comment or a doctype: "a < b" and "<3" stay plain text. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const plain = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.refine((v) => v === null || !HTML_TAG.test(v), {
    message: NOTIFICATION_MESSAGES.plainText,
  });

/** The fields of one notification, as both send calls take them. */
const contentShape = {
  title: plain(requiredText(NOTIFICATION_TITLE_MAX)),
  message: plain(requiredText(NOTIFICATION_MESSAGE_MAX)),
  reactionType: optionalText(50),
  notificationType: optionalText(50),
  modelType: z.enum(MODEL_TYPES).nullish(),
  modelId: z.uuid().nullish(),
};

const withRecord = <T extends { modelType?: unknown; modelId?: unknown }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (value.modelType && !value.modelId)
    ctx.addIssue({
      code: "custom",
      path: ["modelId"],
      message: NOTIFICATION_MESSAGES.modelIdRequired,
    });
};

export const notificationContentSchema = z.object(contentShape);
export type NotificationContent = z.output<typeof notificationContentSchema>;

/** POST /notifications/user */
export const notificationToUserSchema = z
  .object({
    recipientUserId: z.uuid({ error: MESSAGES.required }),
    ...contentShape,
  })
  .superRefine(withRecord);
export type NotificationToUser = z.input<typeof notificationToUserSchema>;

/** POST /notifications/list: users and the approved members of workspaces, each notified once. */
export const notificationToListSchema = z
  .object({
    userIds: z.array(z.uuid()).max(NOTIFICATION_LIST_MAX).default([]),
    workspaceIds: z
      .array(z.uuid())
      .max(NOTIFICATION_WORKSPACES_MAX)
      .default([]),
    ...contentShape,
  })
  .superRefine(withRecord)
  .refine((v) => v.userIds.length + v.workspaceIds.length > 0, {
    path: ["userIds"],
    message: NOTIFICATION_MESSAGES.noRecipients,
  });
export type NotificationToList = z.input<typeof notificationToListSchema>;

/** POST /notifications/markviewed */
export const notificationMarkViewedSchema = z.object({
  notificationIds: z.array(z.uuid()).min(1).max(NOTIFICATION_MARK_MAX),
});

/** What a send answers: how many were notified (never who: a workspace's members stay its own). */
export const notificationSentSchema = z.object({ recipients: z.number() });
/** What markviewed answers: the caller's notifications it marked (others' ids are ignored). */
export const notificationMarkedSchema = z.object({
  notificationIds: z.array(z.string()),
});

export const notificationRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  notificationId: z.string(),
  recipientUserId: z.string(),
  senderUserId: z.string().nullable(),
  senderName: z.string(),
  title: z.string(),
  message: z.string(),
  reactionType: z.string().nullable(),
  notificationType: z.string().nullable(),
  modelType: z.string().nullable(),
  modelId: z.string().nullable(),
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationRow = z.output<typeof notificationRowSchema>;
