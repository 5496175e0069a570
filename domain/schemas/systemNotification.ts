/**
 * System notifications (§3, §7, issue 25): banners administrators (modify-notifications) show to
 * every signed-in user, between startDisplayAt and endDisplayAt, in their type's colour. The
 * server's validation and the admin form's come from here. The message is plain text: a message
 * holding an HTML tag is refused (422), never stored or silently rewritten.
 */
import { z } from "zod";
import { MODEL_TYPES } from "../records";
import { MESSAGES } from "./common";

export const SYSTEM_NOTIFICATION_TYPES = [
  "success",
  "info",
  "warning",
  "alert",
] as const;
export type SystemNotificationType = (typeof SYSTEM_NOTIFICATION_TYPES)[number];

export const SYSTEM_NOTIFICATION_MESSAGE_MAX = 1000;

export const SYSTEM_NOTIFICATION_MESSAGES = {
  plainText: "A system notification is plain text: remove the HTML tags.",
  endAfterStart: "The end must be after the start.",
  modelIdRequired: "Give the record's id with its type.",
  instant: "Enter a date and time.",
} as const;

/** An opening or closing tag, a comment or a doctype: "a < b" and "<3" stay plain text. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** An instant with its offset; empty or null is none (an open-ended window). */
const instant = z
  .union([
    z.iso.datetime({
      offset: true,
      error: SYSTEM_NOTIFICATION_MESSAGES.instant,
    }),
    z.literal(""),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));

/** POST /notifications/system: notificationSystemId present and known → update. */
export const systemNotificationUpsertSchema = z
  .object({
    notificationSystemId: z.uuid().optional(),
    message: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(
        SYSTEM_NOTIFICATION_MESSAGE_MAX,
        MESSAGES.tooLong(SYSTEM_NOTIFICATION_MESSAGE_MAX),
      )
      .refine((v) => !HTML_TAG.test(v), SYSTEM_NOTIFICATION_MESSAGES.plainText),
    active: z.boolean().default(true),
    displayOnce: z.boolean().default(false),
    notificationSystemType: z.enum(SYSTEM_NOTIFICATION_TYPES).default("info"),
    startDisplayAt: instant,
    endDisplayAt: instant,
    modelType: z
      .union([z.enum(MODEL_TYPES), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    modelId: z
      .union([z.uuid(), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (
      body.startDisplayAt &&
      body.endDisplayAt &&
      Date.parse(body.endDisplayAt) <= Date.parse(body.startDisplayAt)
    )
      ctx.addIssue({
        code: "custom",
        path: ["endDisplayAt"],
        message: SYSTEM_NOTIFICATION_MESSAGES.endAfterStart,
      });
    if (body.modelType && !body.modelId)
      ctx.addIssue({
        code: "custom",
        path: ["modelId"],
        message: SYSTEM_NOTIFICATION_MESSAGES.modelIdRequired,
      });
  });
export type SystemNotificationUpsert = z.input<
  typeof systemNotificationUpsertSchema
>;

/** POST /notifications/system/markactive */
export const systemNotificationMarkActiveSchema = z.object({
  notificationSystemId: z.uuid({ error: MESSAGES.required }),
  active: z.boolean({ error: MESSAGES.required }),
});

/** POST /notifications/system/dismiss */
export const systemNotificationDismissSchema = z.object({
  notificationSystemId: z.uuid({ error: MESSAGES.required }),
});

export const systemNotificationRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  notificationSystemId: z.string(),
  message: z.string(),
  active: z.boolean(),
  displayOnce: z.boolean(),
  notificationSystemType: z.string(),
  startDisplayAt: z.string().nullable(),
  endDisplayAt: z.string().nullable(),
  modelType: z.string().nullable(),
  modelId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SystemNotification = z.output<typeof systemNotificationRowSchema>;
