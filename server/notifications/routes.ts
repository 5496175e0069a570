/**
 * The notification calls beyond search and get (§7, issue 25), callable by any signed-in user while
 * feature-discussions is on (the module's access rules carry it):
 * - POST /notifications/user {recipientUserId, title, message, …}: one person;
 * - POST /notifications/list {userIds, workspaceIds, title, message, …}: users and the approved
 *   members of workspaces (./recipients.ts), each once;
 * - POST /notifications/markviewed {notificationIds}: marks the caller's own, ignoring others' ids
 *   (neither marked nor revealed), and answers the ids it marked.
 * A send stores the sender, answers 'Notifications sent.', is capped per sender (./cap.ts) and
 * announces each notification to its recipient's room (./send.ts) in the write's transaction.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { notificationsModule } from "../../domain/modules/notifications";
import type { NotificationContent } from "../../domain/schemas/notification";
import {
  notificationMarkedSchema,
  notificationMarkViewedSchema,
  notificationSentSchema,
  notificationToListSchema,
  notificationToUserSchema,
} from "../../domain/schemas/notification";
import { envelopeSchema } from "../../domain/schemas/search";
import type { AuthUser } from "../auth/authUser";
import { errorResponses } from "../crud/schemas";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { forbidden, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import { notifyChange } from "../realtime/publish";
import { ROOMS } from "../realtime/rooms";
import { canSee } from "../records/registry";
import { checkSenderCap } from "./cap";
import { listRecipients, requireUsers } from "./recipients";
import { sendNotifications } from "./send";

const RECORD_UNKNOWN = "The record does not exist.";

/** What the recipients see as the sender: the name, or the address of an account without one. */
export const senderNameOf = (user: AuthUser): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** A notification about a record only from someone who may see it (record reach, issue 24). */
async function checkRecord(
  db: Db,
  user: AuthUser,
  content: NotificationContent,
) {
  if (!content.modelType || !content.modelId) return;
  const reach = await canSee(db, user, content.modelType, content.modelId);
  if (reach === "no") throw forbidden();
  if (reach === "unknown")
    throw unprocessable(RECORD_UNKNOWN, [
      { field: "modelId", message: RECORD_UNKNOWN },
    ]);
}

export function notificationRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix } = notificationsModule.api;
  const access = notificationsModule.access;
  const sentEnvelope = envelopeSchema(notificationSentSchema);

  /** Checks, caps and writes one send; answers its 201. */
  async function send(
    user: AuthUser,
    reply: FastifyReply,
    recipients: string[],
    content: NotificationContent,
  ) {
    await checkRecord(base.db, user, content);
    await checkSenderCap(
      base.db,
      user,
      recipients.length,
      base.config.NOTIFICATION_RECIPIENTS_PER_MINUTE,
      reply,
    );
    const sender = { userId: user.userId, name: senderNameOf(user) };
    const sent = await base.db.transaction((tx: Db) =>
      sendNotifications(tx, sender, recipients, content),
    );
    reply.code(201);
    return {
      code: 201,
      message: SUCCESS_MESSAGES.notificationsSent,
      data: { recipients: sent.length },
    };
  }

  app.post(
    `${prefix}/user`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description: "Notifies one user; the sender is stored and shown.",
        body: notificationToUserSchema,
        response: { 201: sentEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { recipientUserId, ...content } = request.body;
      await requireUsers(base.db, [recipientUserId], "recipientUserId");
      return send(user, reply, [recipientUserId], content);
    },
  );

  app.post(
    `${prefix}/list`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "Notifies users and the approved members of workspaces, each once.",
        body: notificationToListSchema,
        response: { 201: sentEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { userIds, workspaceIds, ...content } = request.body;
      const recipients = await listRecipients(
        base.db,
        user,
        userIds,
        workspaceIds,
      );
      return send(user, reply, recipients, content);
    },
  );

  app.post(
    `${prefix}/markviewed`,
    {
      preParsing: base.authorize(access.read),
      schema: {
        description:
          "Marks the caller's own notifications viewed; others' ids are ignored. Answers the ids marked.",
        body: notificationMarkViewedSchema,
        response: {
          200: envelopeSchema(notificationMarkedSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = [...new Set(request.body.notificationIds)];
      const marked = await base.db.transaction(async (tx: Db) => {
        const rows = await tx
          .update(notifications)
          .set({ viewedAt: sql`coalesce(${notifications.viewedAt}, now())` })
          .where(
            and(
              inArray(notifications.id, ids),
              eq(notifications.recipientUserId, user.userId),
            ),
          )
          .returning({ id: notifications.id });
        // The caller's other open pages (another tab, the phone) refresh their badge too.
        await notifyChange(tx, {
          topic: "notifications",
          ids: rows.map((r) => r.id),
          rooms: [ROOMS.user(user.userId)],
        });
        return rows.map((r) => r.id);
      });
      return {
        code: 200,
        message: "OK",
        data: { notificationIds: marked },
      };
    },
  );
}
