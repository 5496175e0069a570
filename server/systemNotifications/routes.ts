/**
 * The system notification calls beyond the generic four (§7, issue 25):
 * - POST /notifications/system/markactive {notificationSystemId, active}: modify-notifications;
 *   'System Notification toggled.', announced to everyone signed in.
 * - POST /notifications/system/current: every signed-in user; the active ones inside their window
 *   that the caller has not dismissed (the banner).
 * - POST /notifications/system/dismiss {notificationSystemId}: every signed-in user; a displayOnce
 *   one stays dismissed for the caller (stored). Only a current one may be dismissed (404 otherwise:
 *   nobody learns of the others).
 */
import {
  and,
  desc,
  eq,
  gt,
  isNull,
  lte,
  notExists,
  or,
  sql,
} from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { systemNotificationsModule } from "../../domain/modules/systemNotifications";
import {
  systemNotificationDismissSchema,
  systemNotificationMarkActiveSchema,
  systemNotificationRowSchema,
} from "../../domain/schemas/systemNotification";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses } from "../crud/schemas";
import type { Db } from "../db/client";
import {
  systemNotificationDismissals,
  systemNotifications,
} from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import { recordSystemNotificationChange } from "./changes";
import { systemNotificationToRow } from "./rows";

/** More banners than this at once is a mistake; the newest win. */
export const CURRENT_SYSTEM_NOTIFICATIONS_MAX = 20;

export const SYSTEM_NOTIFICATION_NOT_FOUND = "Notification not found.";
export const ONLY_DISPLAY_ONCE =
  "Only a notification shown once can be dismissed for good.";

/** Signed in, whoever: the banner is everyone's. */
const SIGNED_IN = {};

/** Active, inside its window now, and not dismissed by this user. */
function currentFor(userId: string) {
  const now = sql`now()`;
  return and(
    eq(systemNotifications.active, true),
    or(
      isNull(systemNotifications.startDisplayAt),
      lte(systemNotifications.startDisplayAt, now),
    ),
    or(
      isNull(systemNotifications.endDisplayAt),
      gt(systemNotifications.endDisplayAt, now),
    ),
    notExists(
      // The correlated sub-select: one index probe per candidate (the primary key).
      sql`(select 1 from ${systemNotificationDismissals} where ${systemNotificationDismissals.systemNotificationId} = ${systemNotifications.id} and ${systemNotificationDismissals.userId} = ${userId})`,
    ),
  );
}

export function systemNotificationRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const prefix = systemNotificationsModule.api.prefix;
  const rowEnvelope = envelopeSchema(systemNotificationRowSchema);

  app.post(
    `${prefix}/markactive`,
    {
      preParsing: base.authorize(systemNotificationsModule.access.write),
      schema: {
        description:
          "Switches a system notification on or off; announced to every signed-in user.",
        body: systemNotificationMarkActiveSchema,
        response: { 200: rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { notificationSystemId, active } = request.body;
      const updated = await base.db.transaction(async (tx: Db) => {
        const [existing] = await tx
          .select()
          .from(systemNotifications)
          .where(eq(systemNotifications.id, notificationSystemId))
          .for("update");
        if (!existing) throw notFound(SYSTEM_NOTIFICATION_NOT_FOUND);
        const [row] = await tx
          .update(systemNotifications)
          .set({ active })
          .where(eq(systemNotifications.id, notificationSystemId))
          .returning();
        await recordSystemNotificationChange(
          tx,
          user,
          "updated",
          existing,
          row,
        );
        return row;
      });
      return {
        code: 200,
        message: SUCCESS_MESSAGES.systemNotificationToggled,
        data: systemNotificationToRow(updated),
      };
    },
  );

  app.post(
    `${prefix}/current`,
    {
      preParsing: base.authorize(SIGNED_IN),
      schema: {
        description:
          "The system notifications to show the caller now: active, inside their window, not dismissed.",
        body: z.object({}).optional(),
        response: {
          200: envelopeSchema(z.array(systemNotificationRowSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await base.db
        .select()
        .from(systemNotifications)
        .where(currentFor(user.userId))
        .orderBy(
          desc(systemNotifications.createdAt),
          desc(systemNotifications.id),
        )
        .limit(CURRENT_SYSTEM_NOTIFICATIONS_MAX);
      return {
        code: 200,
        message: "OK",
        data: rows.map(systemNotificationToRow),
      };
    },
  );

  app.post(
    `${prefix}/dismiss`,
    {
      preParsing: base.authorize(SIGNED_IN),
      schema: {
        description:
          "Dismisses a current display-once system notification for the caller, for good.",
        body: systemNotificationDismissSchema,
        response: {
          200: envelopeSchema(z.object({ notificationSystemId: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { notificationSystemId } = request.body;
      const [found] = await base.db
        .select()
        .from(systemNotifications)
        .where(
          and(
            eq(systemNotifications.id, notificationSystemId),
            currentFor(user.userId),
          ),
        );
      if (!found) throw notFound(SYSTEM_NOTIFICATION_NOT_FOUND);
      if (!found.displayOnce)
        throw unprocessable(ONLY_DISPLAY_ONCE, [
          { field: "notificationSystemId", message: ONLY_DISPLAY_ONCE },
        ]);
      await base.db
        .insert(systemNotificationDismissals)
        .values({ systemNotificationId: found.id, userId: user.userId })
        .onConflictDoNothing();
      return {
        code: 200,
        message: "OK",
        data: { notificationSystemId: found.id },
      };
    },
  );
}
