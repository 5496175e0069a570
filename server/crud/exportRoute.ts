/**
 * POST {prefix}/export for every entity: the search's body without paging, its access, filters,
 * scoping and sort, answered as a streamed CSV (text/csv). The number of rows comes first, in
 * X-Total-Count, so the client can show progress; the rows follow in keyset batches
 * (server/crud/exportQuery.ts), each turned into API rows by the entity (relations, hidden fields),
 * the names its lookup columns show loaded once per batch, before its cells are written, neutralised
 * against spreadsheet formulas.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import { searchRequestSchema } from "../../domain/schemas/search";
import { currentUser } from "../plugins/auth";
import type { CsvCellContext } from "./csvColumns";
import { csvCell, csvColumnsOf, csvValue, loadCsvNames } from "./csvColumns";
import type { EntityConfig, EntityContext } from "./entity";
import { exportBatches, exportTotal } from "./exportQuery";
import { searchQuery } from "./search";
import { searchPlanOf } from "./searchPlan";
import { membershipChecks } from "./membership";
import { requireSearchFilter } from "./requiredFilter";
import { toEntityRows } from "./entityRows";
import { errorResponses } from "./schemas";
import {
  accessNote,
  modelTypeOf,
  recordAccess,
  recordRefusals,
} from "../activities/access";

/** The search request without paging: an export sends every matching row. */
export const exportRequestSchema = searchRequestSchema.omit({
  pageNumber: true,
  pageSize: true,
});

/** The header carrying the number of rows the CSV will hold. */
export const EXPORT_TOTAL_HEADER = "X-Total-Count";

const fileNameOf = (prefix: string) =>
  `${prefix.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "-") || "export"}.csv`;

export function registerExportRoute<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  app: FastifyInstance,
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
) {
  const fixedColumns = csvColumnsOf(config);
  const modelType = modelTypeOf(config);
  const membership = config.membership
    ? membershipChecks(config.table, config.membership)
    : null;
  app.post(
    `${config.prefix}/export`,
    {
      preParsing: app.authorize(config.access.read),
      onError: config.auditAccess?.refusals
        ? recordRefusals(app.db, modelType)
        : undefined,
      schema: {
        description:
          "Every row the same search matches, in its order, as a CSV file streamed in batches; X-Total-Count gives the number of rows first.",
        body: exportRequestSchema,
        response: {
          200: z.string().describe("The CSV file (text/csv), header row first"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as ParsedSearchRequest;
      const ctx: EntityContext = { app, user: currentUser(request) };
      // Members only (issue 24): the search's guard, before the first byte.
      requireSearchFilter(config.requiredSearchFilter, body);
      await config.searchGuard?.(body, ctx);
      const membershipScope = await membership?.searchScope(
        app.db,
        ctx.user,
        body,
      );
      const requestFilters = await config.requestFilters?.(body, ctx);
      const plan = searchPlanOf(
        config,
        ctx.user,
        membershipScope,
        requestFilters,
      );
      // Bad filters and sorts answer 400 here, before the first byte of the file.
      const query = searchQuery(plan, body);
      const total = await exportTotal(app.db, plan, query);
      // Every export, patient data or not, before the first byte (issue 21).
      await recordAccess(app.db, request, ctx.user, {
        modelType,
        modelId: null,
        action: "export",
        note: accessNote(total, body),
      });
      const cx: CsvCellContext = { timeZone: app.config.TRIP_TIME_ZONE };
      // Columns that depend on data (an attribute's), read once before the first row.
      const columns = config.moreCsvColumns
        ? [...fixedColumns, ...(await config.moreCsvColumns(ctx))]
        : fixedColumns;

      async function* cells() {
        for await (const batch of exportBatches<TTable["$inferSelect"]>(
          app.db,
          plan,
          query,
        )) {
          const rows = (await toEntityRows(config, batch, ctx)) as Record<
            string,
            unknown
          >[];
          const names = await loadCsvNames(app.db, columns, rows, cx);
          for (const row of rows)
            yield columns.map((c) => csvCell(csvValue(c, row, cx, names)));
        }
      }
      const csv = stringify({
        header: true,
        columns: columns.map((c) => c.header),
        cast: { boolean: (v) => (v ? "true" : "false") },
      });
      // A failure mid-file (the database gone) ends the response early; the client sees fewer rows
      // than X-Total-Count and reports the export as failed.
      pipeline(Readable.from(cells()), csv).catch((e: unknown) =>
        request.log.error({ err: e }, "CSV export stopped"),
      );
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="${fileNameOf(config.prefix)}"`,
        )
        .header(EXPORT_TOTAL_HEADER, String(total))
        .header("Cache-Control", "no-store")
        .send(csv);
    },
  );
}
