/**
 * POST /standing-orders/{id}/pause {fromDate, toDate, reason} (issue 10): a hospital stay. The pause
 * is kept with the order, its unstarted trips between the two dates (inclusive) are cancelled by the
 * facility with the reason, and generation resumes after the last day.
 */
import { and, eq, gte, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { standingOrdersModule } from "../../domain/modules/standingOrders";
import { envelopeSchema } from "../../domain/schemas/search";
import {
  STANDING_ORDER_MESSAGES as SM,
  standingOrderPauseBodySchema,
  standingOrderPauseSchema,
} from "../../domain/schemas/standingOrder";
import { recordActivity } from "../activities/record";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { standingOrderPauses, standingOrders } from "../db/schema";
import { conflict, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { cancelTrips, futureTrips } from "./changes";

const ORDER_NOT_FOUND = "Standing order not found.";

export function standingOrderPauseRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${standingOrdersModule.api.prefix}/:id/pause`,
    {
      preParsing: base.authorize(standingOrdersModule.access.write),
      schema: {
        params: idParamsSchema,
        body: standingOrderPauseBodySchema,
        response: {
          200: envelopeSchema(standingOrderPauseSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { fromDate, toDate, reason } = request.body;
      if (!z.uuid().safeParse(id).success) throw notFound(ORDER_NOT_FOUND);
      const [order] = await base.db
        .select()
        .from(standingOrders)
        .where(eq(standingOrders.id, id))
        .limit(1);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const [overlap] = await base.db
        .select({ id: standingOrderPauses.id })
        .from(standingOrderPauses)
        .where(
          and(
            eq(standingOrderPauses.standingOrderId, id),
            lte(standingOrderPauses.fromDate, toDate),
            gte(standingOrderPauses.toDate, fromDate),
          ),
        )
        .limit(1);
      if (overlap) throw conflict(SM.pauseOverlaps);
      const inPause = (await futureTrips(base.db, id)).filter(
        (t) =>
          !!t.standingOrderDate &&
          fromDate <= t.standingOrderDate &&
          t.standingOrderDate <= toDate,
      );
      const pause = await base.db.transaction(async (tx: Db) => {
        const [row] = await tx
          .insert(standingOrderPauses)
          .values({
            standingOrderId: id,
            fromDate,
            toDate,
            reason,
            createdByUserId: user.userId,
          })
          .returning();
        await cancelTrips(tx, inPause, "facility", reason, user);
        await recordActivity(tx, {
          modelType: "standing-order",
          modelId: id,
          action: "paused",
          actor: user,
          before: null,
          after: null,
          note: `${fromDate} – ${toDate}: ${reason}`,
        });
        return row;
      });
      return {
        code: 200,
        message: SM.paused,
        data: {
          pauseId: pause.id,
          fromDate: pause.fromDate,
          toDate: pause.toDate,
          reason: pause.reason,
        },
      };
    },
  );
}
