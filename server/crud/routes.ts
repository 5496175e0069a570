/**
 * Registers GET {prefix}/{id}, POST {prefix}/search, POST {prefix}/export, POST {prefix} (upsert) and
 * DELETE {prefix}/{id} for one entity configuration, one file per route sharing the scoped read
 * (./routeContext.ts).
 */
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { registerDeleteRoute } from "./deleteRoute";
import type { EntityConfig } from "./entity";
import { registerExportRoute } from "./exportRoute";
import { registerGetRoute } from "./getRoute";
import { entityRoutesOf } from "./routeContext";
import { registerSearchRoute } from "./searchRoute";
import { registerUpsertRoute } from "./upsertRoute";

export { toEntityRows } from "./entityRows";

export function registerEntityRoutes<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations = undefined,
  TPrepared = undefined,
>(
  app: FastifyInstance,
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
): void {
  // Schemas still validate and serialise at run time; with a generic row type the type provider cannot
  // infer reply types, so the handlers type their inputs from the same schemas.
  const routes = entityRoutesOf(app, config);
  registerGetRoute(routes);
  registerSearchRoute(routes);
  registerExportRoute(app, config);
  config.routes?.(app);
  if (config.readOnly) return;
  registerUpsertRoute(routes);
  registerDeleteRoute(routes);
}
