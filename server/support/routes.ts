/**
 * The support requests' calls beyond the generic four (issue 28), registered through the request
 * entity's `routes` hook:
 * - POST /support-requests/{id}/solved {solved}: the requester's answer after a resolve (403 for
 *   anyone else, 409 unless resolved): yes closes it, no reopens it;
 * - POST /support-requests/staff {}: whom a request may be assigned to (staff only);
 * - the attachments (./attachmentRoutes.ts).
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { supportModule } from "../../domain/modules/support";
import { PRIVILEGES } from "../../domain/privileges";
import {
  SUPPORT_MESSAGES as M,
  supportRequestRowSchema,
  supportSolvedSchema,
  supportStaffRowSchema,
} from "../../domain/schemas/support";
import { envelopeSchema } from "../../domain/schemas/search";
import { displayName } from "../../domain/users";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { supportRequests, users } from "../db/schema";
import { conflict, forbidden } from "../errors";
import { currentUser } from "../plugins/auth";
import { attachmentRoutes } from "./attachmentRoutes";
import { announceRequest, recordSupportActivity } from "./changes";
import { activeStaff, readableRequest } from "./reach";
import { requestRowOf } from "./rows";

const { prefix, entity } = supportModule.api;
const { access } = supportModule;

export async function supportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${prefix}/:id/solved`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "The requester's answer after a resolve: solved closes the request, not solved reopens it.",
        params: idParamsSchema,
        body: supportSolvedSchema,
        response: {
          200: envelopeSchema(supportRequestRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const existing = await readableRequest(base.db, user, request.params.id);
      if (existing.requesterUserId !== user.userId) throw forbidden();
      if (existing.status !== "resolved") throw conflict(M.notResolved);
      const { solved } = request.body;
      const updated = await base.db.transaction(async (tx: Db) => {
        const [row] = await tx
          .update(supportRequests)
          .set({ status: solved ? "closed" : "in-progress", solved })
          // Another answer (or a staff change) since the read: this one no longer applies.
          .where(
            and(
              eq(supportRequests.id, existing.id),
              eq(supportRequests.status, "resolved"),
            ),
          )
          .returning();
        if (!row) throw conflict(M.notResolved);
        await recordSupportActivity(
          tx,
          user,
          row.id,
          solved ? "solved" : "reopened",
          existing,
          row,
        );
        await announceRequest(tx, row);
        return row;
      });
      return {
        code: 200,
        message: `${entity} updated.`,
        data: await requestRowOf(base.db, updated),
      };
    },
  );

  app.post(
    `${prefix}/staff`,
    {
      preParsing: base.authorize({ privileges: [PRIVILEGES.modifySupport] }),
      schema: {
        description:
          "The active support staff (modify-support holders and system administrators): whom a request may be assigned to.",
        body: z.object({}).optional(),
        response: {
          200: envelopeSchema(z.array(supportStaffRowSchema)),
          ...errorResponses,
        },
      },
    },
    async () => {
      const staff = await base.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(activeStaff)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return {
        code: 200,
        message: "OK",
        data: staff.map((s) => ({ id: s.id, label: displayName(s) })),
      };
    },
  );

  await app.register(attachmentRoutes);
}
