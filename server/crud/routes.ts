/**
 * Registers GET {prefix}/{id}, POST {prefix}/search, POST {prefix} (upsert) and
 * DELETE {prefix}/{id} for one entity configuration.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, getTableColumns } from "drizzle-orm";
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
import { AppError, conflict, isReferenceViolation, notFound } from "../errors";
import type { Db } from "../db/client";
import type { EntityConfig, EntityContext } from "./entity";
import { registerExportRoute } from "./exportRoute";
import { runSearch } from "./search";
import { searchPlanOf } from "./searchPlan";
import { errorResponses, idParamsSchema } from "./schemas";
import { accessNote, recordAccess, recordRefusals } from "../activities/access";
import {
  claimKey,
  completeClaim,
  earlierCreate,
  earlierCreateOrThrow,
  idempotencyClaimOf,
  idempotencyHeadersSchema,
  IDEMPOTENCY_MESSAGES,
  REPLAYED_HEADER,
} from "./idempotency";

const uuid = z.uuid();
type IdParams = z.infer<typeof idParamsSchema>;

/**
 * The API rows of a page of records: the entity's relations are loaded once for the whole page (one
 * query per relation), then each record is mapped with the caller's context.
 */
export async function toEntityRows<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
  records: readonly TTable["$inferSelect"][],
  ctx: EntityContext,
): Promise<z.input<TRow>[]> {
  if (records.length === 0) return [];
  const relations = (await config.loadRelations?.(records, ctx)) as TRelations;
  return records.map((r) => config.toRow(r, { user: ctx.user, relations }));
}

export function registerEntityRoutes<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations = undefined,
  TPrepared = undefined,
>(
  appBase: FastifyInstance,
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
): void {
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
  const oneRow = async (record: Record, ctx: EntityContext) =>
    (await toEntityRows(config, [record], ctx))[0];
  /** The record's property that holds the id column (what an Idempotency-Key points at). */
  const idKey = Object.entries(getTableColumns(table)).find(
    ([, column]) => column === config.idColumn,
  )?.[0];
  const idOf = (record: Record) =>
    String((record as { [key: string]: unknown })[idKey ?? "id"]);
  const audit = config.auditAccess;
  // A 403 or 404 on a patient's or a trip's read, search or export is a refused attempt (issue 21).
  const onError = audit?.refusals
    ? recordRefusals(appBase.db, audit.modelType)
    : undefined;

  /** The row with this id inside the user's scope, or null (unknown, malformed or out of reach). */
  async function findInScope(
    id: string,
    ctx: EntityContext,
    withPageColumns = false,
  ): Promise<Record | null> {
    if (!uuid.safeParse(id).success) return null;
    const scope = scopeOf(ctx);
    // A read for the answer takes its relations in the same statement, as a search page does; a
    // read before a write does not (its record is compared field by field with the new one).
    const [found] = await appBase.db
      .select({
        ...getTableColumns(table),
        ...(withPageColumns ? config.pageColumns : undefined),
      })
      .from(table)
      .where(and(eq(config.idColumn, id), scope))
      .limit(1);
    return (found as Record | undefined) ?? null;
  }

  app.get(
    `${prefix}/:id`,
    {
      preParsing: appBase.authorize(config.access.read),
      onError,
      schema: {
        params: idParamsSchema,
        response: { 200: rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = context(request);
      const id = (request.params as IdParams).id;
      const found = await findInScope(id, ctx, true);
      if (!found) throw notFound(`${entity} not found.`);
      // The record of the read is written while the row is built; if it fails, nothing is answered.
      const [data] = await Promise.all([
        oneRow(found, ctx),
        audit &&
          recordAccess(appBase.db, request, ctx.user, {
            modelType: audit.modelType,
            modelId: id,
            action: "read",
          }),
      ]);
      return { code: 200, message: "OK", data };
    },
  );

  app.post(
    `${prefix}/search`,
    {
      preParsing: appBase.authorize(config.access.read),
      onError,
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
      const ctx = context(request);
      const result = await runSearch<Record>(
        appBase.db,
        searchPlanOf(config, ctx.user),
        body,
      );
      // As a read by id: the page's record is written while its rows are built (with the records
      // of concurrent calls, ../activities/accessWriter.ts); if it fails, nothing is answered.
      const [data] = await Promise.all([
        toEntityRows(config, result.rows, ctx),
        audit?.searches &&
          recordAccess(appBase.db, request, ctx.user, {
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
        sortDescending: body.sortDescending,
        total: result.total,
        totalPages: Math.max(1, Math.ceil(result.total / body.pageSize)),
      };
    },
  );

  registerExportRoute(appBase, config);
  config.routes?.(appBase);
  if (config.readOnly) return;

  app.post(
    prefix,
    {
      preParsing: appBase.authorize(config.access.write),
      schema: {
        headers: idempotencyHeadersSchema,
        body: config.bodySchema,
        response: { 200: rowEnvelope, 201: rowEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const body = request.body as z.output<TBody>;
      const id = body[bodyIdField];
      const values = config.toValues(body, ctx);
      // Checks and computed values first, outside the transaction (they may be slow); then the write
      // and the hooks that stand or fall with it in one transaction; then what follows a commit.
      const prepare = async (existing: Record | null) => {
        const answer = await config.prepareValues?.(
          body,
          values,
          existing,
          ctx,
        );
        return {
          values: { ...values, ...answer?.values },
          prepared: answer?.prepared,
        };
      };
      if (id !== undefined && id !== null && id !== "") {
        const existing = await findInScope(String(id), ctx);
        if (!existing) throw notFound(`${entity} not found.`);
        await config.beforeWrite?.(body, existing, ctx);
        const { values: finalValues, prepared } = await prepare(existing);
        const guard = config.updateGuard?.(existing, body, ctx);
        const updated = await appBase.db.transaction(async (tx: Db) => {
          const [row] = await tx
            .update(table)
            .set(finalValues)
            .where(and(eq(config.idColumn, String(id)), guard?.condition))
            .returning();
          // Only the guard can make a row that was just read disappear from the update.
          if (!row) throw conflict(guard?.message);
          const after = await config.onUpdated?.(
            row as Record,
            existing,
            body,
            { ...ctx, tx, prepared },
          );
          return after ?? (row as Record);
        });
        await config.afterUpdate?.(updated, existing, ctx);
        return reply.status(200).send({
          code: 200,
          message: `${entity} updated.`,
          data: await oneRow(updated, ctx),
        });
      }
      const created = (data: unknown) => ({
        code: 201,
        message: `New ${entity} added.`,
        data,
      });
      // A retry of a create this user already made with the same Idempotency-Key: its record again.
      const claim = idempotencyClaimOf(request, ctx.user.userId, body);
      const replay = async (resourceId: string) => {
        const found = await findInScope(resourceId, ctx);
        if (!found) throw notFound(`${entity} not found.`);
        return reply
          .status(201)
          .header(REPLAYED_HEADER, "true")
          .send(created(await oneRow(found, ctx)));
      };
      const earlier = claim && (await earlierCreate(appBase.db, claim));
      if (earlier) return replay(earlier);
      let record: Record | null;
      try {
        await config.beforeWrite?.(body, null, ctx);
        const { values: finalValues, prepared } = await prepare(null);
        record = await appBase.db.transaction(async (tx: Db) => {
          // The claim first: a concurrent request with the same key waits here for this one.
          if (claim && !(await claimKey(tx, claim))) return null;
          const [row] = await tx
            .insert(table)
            .values(finalValues as never)
            .returning();
          const after = await config.onCreated?.(row as Record, body, {
            ...ctx,
            tx,
            prepared,
          });
          const result = after ?? (row as Record);
          if (claim) await completeClaim(tx, claim, idOf(result), 201);
          return result;
        });
      } catch (e) {
        // A concurrent request with the same key may have finished first and failed this one.
        return replay(await earlierCreateOrThrow(appBase.db, claim, e));
      }
      if (!record) {
        // The claim found the key taken: another request with it committed first.
        const inProgress = conflict(IDEMPOTENCY_MESSAGES.inProgress);
        return replay(
          await earlierCreateOrThrow(appBase.db, claim, inProgress),
        );
      }
      await config.afterCreate?.(record, ctx);
      return reply.status(201).send(created(await oneRow(record, ctx)));
    },
  );

  app.delete(
    `${prefix}/:id`,
    {
      preParsing: appBase.authorize(
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
      // The answer shows the row as it was, relations included: read them while they exist.
      const data = await oneRow(existing, ctx);
      try {
        await appBase.db.transaction(async (tx: Db) => {
          await tx
            .delete(table)
            .where(eq(config.idColumn, (request.params as IdParams).id));
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
      await config.afterDelete?.(existing, ctx);
      return {
        code: 200,
        message: `${entity} deleted.`,
        data,
      };
    },
  );
}
