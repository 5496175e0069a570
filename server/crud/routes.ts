/**
 * Registers GET {prefix}/{id}, POST {prefix}/search, POST {prefix} (upsert) and
 * DELETE {prefix}/{id} for one entity configuration.
 */
import type { SQL } from "drizzle-orm";
import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import {
  envelopeSchema,
  paginatedEnvelopeSchema,
  searchRequestSchema,
} from "../../domain/schemas/search";
import { currentUser } from "../plugins/auth";
import { AppError, isReferenceViolation, notFound } from "../errors";
import type { EntityConfig, EntityContext } from "./entity";
import { runSearch } from "./search";
import { errorResponses, idParamsSchema } from "./schemas";

const uuid = z.uuid();
type IdParams = z.infer<typeof idParamsSchema>;

export function registerEntityRoutes<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
>(appBase: FastifyInstance, config: EntityConfig<TTable, TBody, TRow>): void {
  // Schemas still validate and serialise at run time; with a generic row type the type provider cannot
  // infer reply types, so the handlers type their inputs from the same schemas.
  const app = appBase;
  const { prefix, entity } = config;
  const bodyIdField = config.bodyIdField ?? config.idField;
  const table = config.table as PgTable;
  const rowEnvelope = envelopeSchema(config.rowSchema);
  type Record = TTable["$inferSelect"];

  const scopeOf = (ctx: EntityContext): SQL | undefined =>
    config.scope?.(ctx.user);
  const context = (request: { user: unknown }): EntityContext => ({
    app: appBase,
    user: currentUser(request as Parameters<typeof currentUser>[0]),
  });

  /** The row with this id inside the user's scope, or null (unknown, malformed or out of reach). */
  async function findInScope(
    id: string,
    ctx: EntityContext,
  ): Promise<Record | null> {
    if (!uuid.safeParse(id).success) return null;
    const scope = scopeOf(ctx);
    const [found] = await appBase.db
      .select()
      .from(table)
      .where(and(eq(config.idColumn, id), scope))
      .limit(1);
    return (found as Record | undefined) ?? null;
  }

  app.get(
    `${prefix}/:id`,
    {
      preHandler: appBase.authorize(config.access.read),
      schema: {
        params: idParamsSchema,
        response: { 200: rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findInScope(
        (request.params as IdParams).id,
        context(request),
      );
      if (!found) throw notFound(`${entity} not found.`);
      return { code: 200, message: "OK", data: config.toRow(found) };
    },
  );

  app.post(
    `${prefix}/search`,
    {
      preHandler: appBase.authorize(config.access.read),
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
      const result = await runSearch<Record>(
        appBase.db,
        {
          table,
          idColumn: config.idColumn,
          sortable: config.sortable,
          defaultSort: config.defaultSort,
          // Every entity can be filtered by its own ids (react-admin's getMany).
          filters: {
            [config.idField]: { kind: "uuid", column: config.idColumn },
            ...config.filters,
          },
          searchColumn: config.searchColumn,
          dateColumn: config.dateColumn,
          scope: scopeOf(context(request)),
        },
        body,
      );
      return {
        code: 200,
        message: "OK",
        data: result.rows.map((r) => config.toRow(r)),
        hasNextPage: result.hasNextPage,
        hasPreviousPage: body.pageNumber > 1,
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
        sortBy: result.sortBy,
        sortDescending: body.sortDescending,
        total: result.total,
        totalPages: Math.max(1, Math.ceil(result.total / body.pageSize)),
      };
    },
  );

  if (config.readOnly) return;

  app.post(
    prefix,
    {
      preHandler: appBase.authorize(config.access.write),
      schema: {
        body: config.bodySchema,
        response: { 200: rowEnvelope, 201: rowEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const body = request.body as z.output<TBody>;
      const id = body[bodyIdField];
      const values = config.toValues(body, ctx);
      if (id !== undefined && id !== null && id !== "") {
        const existing = await findInScope(String(id), ctx);
        if (!existing) throw notFound(`${entity} not found.`);
        await config.beforeWrite?.(body, existing, ctx);
        const [updated] = await appBase.db
          .update(table)
          .set(values)
          .where(eq(config.idColumn, String(id)))
          .returning();
        await config.afterUpdate?.(updated as Record, existing, ctx);
        return reply.status(200).send({
          code: 200,
          message: `${entity} updated.`,
          data: config.toRow(updated as Record),
        });
      }
      await config.beforeWrite?.(body, null, ctx);
      const [created] = await appBase.db
        .insert(table)
        .values(values as never)
        .returning();
      await config.afterCreate?.(created as Record, ctx);
      return reply.status(201).send({
        code: 201,
        message: `New ${entity} added.`,
        data: config.toRow(created as Record),
      });
    },
  );

  app.delete(
    `${prefix}/:id`,
    {
      preHandler: appBase.authorize(
        config.access.delete ?? config.access.write,
      ),
      schema: {
        params: idParamsSchema,
        response: { 200: rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = context(request);
      const existing = await findInScope((request.params as IdParams).id, ctx);
      if (!existing) throw notFound(`${entity} not found.`);
      await config.beforeDelete?.(existing, ctx);
      try {
        await appBase.db
          .delete(table)
          .where(eq(config.idColumn, (request.params as IdParams).id));
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
      await config.afterDelete?.(existing, ctx);
      return {
        code: 200,
        message: `${entity} deleted.`,
        data: config.toRow(existing),
      };
    },
  );
}
