/**
 * POST {prefix}: an update when the body names a record in the caller's scope, a create otherwise
 * (replayed for a retry with the same Idempotency-Key). Checks and computed values come first, outside
 * the transaction (they may be slow); then the write and the hooks that stand or fall with it, in one
 * transaction; then what follows a commit.
 */
import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../db/client";
import { conflict, notFound } from "../errors";
import type { EntityContext } from "./entity";
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
import type { EntityRoutes } from "./routeContext";
import { errorResponses } from "./schemas";

/** One write: the body, the caller and the values the entity computes, before and after a read. */
interface Write<TTable extends PgTable, TBody extends z.ZodType, TPrepared> {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: EntityContext;
  body: z.output<TBody>;
  prepare(existing: TTable["$inferSelect"] | null): Promise<{
    values: Partial<TTable["$inferInsert"]>;
    prepared: TPrepared | undefined;
  }>;
}

export function registerUpsertRoute<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(routes: EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared>): void {
  const { app, config } = routes;
  const bodyIdField = config.bodyIdField ?? config.idField;
  app.post(
    config.prefix,
    {
      preParsing: app.authorize(config.access.write),
      schema: {
        headers: idempotencyHeadersSchema,
        body: config.bodySchema,
        response: {
          200: routes.rowEnvelope,
          201: routes.rowEnvelope,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const ctx = routes.context(request);
      const body = request.body as z.output<TBody>;
      // A body without its id may still name an existing record by a natural key (a membership).
      const id = body[bodyIdField] || (await config.existingIdOf?.(body, ctx));
      const values = config.toValues(body, ctx);
      const write: Write<TTable, TBody, TPrepared> = {
        request,
        reply,
        ctx,
        body,
        prepare: async (existing) => {
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
        },
      };
      return id !== undefined && id !== null && id !== ""
        ? update(routes, write, String(id))
        : create(routes, write);
    },
  );
}

async function update<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  routes: EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared>,
  { reply, ctx, body, prepare }: Write<TTable, TBody, TPrepared>,
  id: string,
) {
  type Record = TTable["$inferSelect"];
  const { app, config, table } = routes;
  const existing = await routes.findInScope(id, ctx);
  if (!existing) {
    await config.refuseOutOfScope?.(id, ctx);
    throw notFound(`${config.entity} not found.`);
  }
  await routes.guard(existing, ctx, "write");
  routes.membership?.checkSameWorkspace(existing, body);
  await config.beforeWrite?.(body, existing, ctx);
  const { values, prepared } = await prepare(existing);
  const guard = config.updateGuard?.(existing, body, ctx);
  const updated = await app.db.transaction(async (tx: Db) => {
    const [row] = await tx
      .update(table)
      .set(values)
      .where(and(eq(config.idColumn, id), guard?.condition))
      .returning();
    // Only the guard can make a row that was just read disappear from the update.
    if (!row) throw conflict(guard?.message);
    const after = await config.onUpdated?.(row as Record, existing, body, {
      ...ctx,
      tx,
      prepared,
    });
    return after ?? (row as Record);
  });
  await config.afterUpdate?.(updated, existing, ctx);
  return reply.status(200).send({
    code: 200,
    message: `${config.entity} updated.`,
    data: await routes.oneRow(updated, ctx),
  });
}

async function create<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  routes: EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared>,
  { request, reply, ctx, body, prepare }: Write<TTable, TBody, TPrepared>,
) {
  type Record = TTable["$inferSelect"];
  const { app, config, table } = routes;
  const created = (data: unknown) => ({
    code: 201,
    message: config.createdMessage ?? `New ${config.entity} added.`,
    data,
  });
  // A retry of a create this user already made with the same Idempotency-Key: its record again.
  const claim = idempotencyClaimOf(request, ctx.user.userId, body);
  const replay = async (resourceId: string) => {
    const found = await routes.findInScope(resourceId, ctx);
    if (!found) throw notFound(`${config.entity} not found.`);
    return reply
      .status(201)
      .header(REPLAYED_HEADER, "true")
      .send(created(await routes.oneRow(found, ctx)));
  };
  const earlier = claim && (await earlierCreate(app.db, claim));
  if (earlier) return replay(earlier);
  // Inside a workspace: 404 for an unknown one, 403 unless the caller's role may write in it.
  await routes.membership?.checkCreate(app.db, body, ctx.user);
  let record: Record | null;
  try {
    await config.beforeWrite?.(body, null, ctx);
    const { values, prepared } = await prepare(null);
    record = await app.db.transaction(async (tx: Db) => {
      // The claim first: a concurrent request with the same key waits here for this one.
      if (claim && !(await claimKey(tx, claim))) return null;
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning();
      const after = await config.onCreated?.(row as Record, body, {
        ...ctx,
        tx,
        prepared,
      });
      const result = after ?? (row as Record);
      if (claim) await completeClaim(tx, claim, routes.idOf(result), 201);
      return result;
    });
  } catch (e) {
    // A concurrent request with the same key may have finished first and failed this one.
    return replay(await earlierCreateOrThrow(app.db, claim, e));
  }
  if (!record) {
    // The claim found the key taken: another request with it committed first.
    const inProgress = conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return replay(await earlierCreateOrThrow(app.db, claim, inProgress));
  }
  await config.afterCreate?.(record, ctx);
  return reply.status(201).send(created(await routes.oneRow(record, ctx)));
}
