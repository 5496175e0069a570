/** GET {prefix}/{id}: one record in the caller's scope, its read recorded when the entity is audited. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { recordAccess } from "../activities/access";
import { notFound } from "../errors";
import type { EntityRoutes } from "./routeContext";
import { errorResponses, idParamsSchema } from "./schemas";

type IdParams = z.infer<typeof idParamsSchema>;

export function registerGetRoute<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(routes: EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared>): void {
  const { app, config } = routes;
  const audit = config.auditAccess;
  app.get(
    `${config.prefix}/:id`,
    {
      preParsing: app.authorize(config.access.read),
      onError: routes.onError,
      schema: {
        params: idParamsSchema,
        response: { 200: routes.rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = routes.context(request);
      const id = (request.params as IdParams).id;
      const found = await routes.findInScope(id, ctx, true);
      if (!found) {
        await config.refuseOutOfScope?.(id, ctx);
        throw notFound(`${config.entity} not found.`);
      }
      await routes.guard(found, ctx, "read");
      // The record of the read is written while the row is built; if it fails, nothing is answered.
      const [data] = await Promise.all([
        routes.oneRow(found, ctx),
        audit &&
          recordAccess(app.db, request, ctx.user, {
            modelType: audit.modelType,
            modelId: id,
            action: "read",
          }),
      ]);
      return { code: 200, message: "OK", data };
    },
  );
}
