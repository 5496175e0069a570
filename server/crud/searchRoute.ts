/** POST {prefix}/search: a page of the caller's records, filtered and sorted as the body asks. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import {
  paginatedEnvelopeSchema,
  searchRequestSchema,
} from "../../domain/schemas/search";
import { accessNote, recordAccess } from "../activities/access";
import { toEntityRows } from "./entityRows";
import type { EntityRoutes } from "./routeContext";
import { errorResponses } from "./schemas";
import { requireSearchFilter } from "./requiredFilter";
import { runSearch } from "./searchRun";
import { searchPlanOf } from "./searchPlan";

export function registerSearchRoute<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(routes: EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared>): void {
  const { app, config } = routes;
  const audit = config.auditAccess;
  app.post(
    `${config.prefix}/search`,
    {
      preParsing: app.authorize(config.access.read),
      onError: routes.onError,
      schema: {
        body: searchRequestSchema,
        response: {
          200: paginatedEnvelopeSchema(config.rowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as ParsedSearchRequest;
      const ctx = routes.context(request);
      requireSearchFilter(config.requiredSearchFilter, body);
      await config.searchGuard?.(body, ctx);
      const membershipScope = await routes.membership?.searchScope(
        app.db,
        ctx.user,
        body,
      );
      const requestFilters = await config.requestFilters?.(body, ctx);
      const result = await runSearch<TTable["$inferSelect"]>(
        app.db,
        searchPlanOf(config, ctx.user, membershipScope, requestFilters),
        body,
      );
      // As a read by id: the page's record is written while its rows are built (with the records
      // of concurrent calls, ../activities/accessWriter.ts); if it fails, nothing is answered.
      const [data] = await Promise.all([
        toEntityRows(config, result.rows, ctx),
        audit?.searches &&
          recordAccess(app.db, request, ctx.user, {
            modelType: audit.modelType,
            modelId: null,
            action: "search",
            note: accessNote(result.rows.length, body),
          }),
      ]);
      return {
        code: 200,
        message: "OK",
        data,
        hasNextPage: result.hasNextPage,
        hasPreviousPage: body.pageNumber > 1,
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
        sortBy: result.sortBy,
        sortDescending: result.sortDescending,
        total: result.total,
        totalPages: Math.max(1, Math.ceil(result.total / body.pageSize)),
      };
    },
  );
}
