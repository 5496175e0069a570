/** DELETE {prefix}/{id}: removes a record in the caller's scope; one still referenced is a 409. */
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import { AppError, isReferenceViolation, notFound } from "../errors";
import type { EntityRoutes } from "./routeContext";
import { errorResponses, idParamsSchema } from "./schemas";

type IdParams = z.infer<typeof idParamsSchema>;

export function registerDeleteRoute<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(routes: EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared>): void {
  const { app, config, table } = routes;
  const { entity } = config;
  app.delete(
    `${config.prefix}/:id`,
    {
      preParsing: app.authorize(config.access.delete ?? config.access.write),
      schema: {
        params: idParamsSchema,
        response: { 200: routes.rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = routes.context(request);
      const { id } = request.params as IdParams;
      const existing = await routes.findInScope(id, ctx);
      if (!existing) {
        await config.refuseOutOfScope?.(id, ctx);
        throw notFound(`${entity} not found.`);
      }
      await routes.guard(existing, ctx, "delete");
      await config.beforeDelete?.(existing, ctx);
      // The answer shows the row as it was, relations included: read them while they exist.
      const data = await routes.oneRow(existing, ctx);
      const files = (await config.storedFiles?.(existing, app.db)) ?? [];
      try {
        await app.db.transaction(async (tx: Db) => {
          await tx.delete(table).where(eq(config.idColumn, id));
          await config.onDeleted?.(existing, {
            ...ctx,
            tx,
            prepared: undefined,
          });
        });
      } catch (e) {
        // On a delete, a foreign-key violation means the row is still in use: a conflict (409),
        // where on a write it means a reference to nothing (422, the error handler's default).
        if (isReferenceViolation(e))
          throw new AppError(
            409,
            `This ${entity.toLowerCase()} is still referenced by other records.`,
          );
        throw e;
      }
      for (const key of files)
        await app.fileStorage
          .remove(key)
          .catch((err: unknown) =>
            app.log.error({ err, key }, `${entity} file not removed`),
          );
      await config.afterDelete?.(existing, ctx);
      return {
        code: 200,
        message: config.deletedMessage ?? `${entity} deleted.`,
        data,
      };
    },
  );
}
