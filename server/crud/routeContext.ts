/**
 * What an entity's routes share (./routes.ts registers them, one file per route): the caller's
 * context, the scoped read by id, and the row an answer carries.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, onErrorAsyncHookHandler } from "fastify";
import { z } from "zod";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordRefusals } from "../activities/access";
import { currentUser } from "../plugins/auth";
import type { EntityConfig, EntityContext } from "./entity";
import { toEntityRows } from "./entityRows";
import type { MembershipChecks } from "./membership";
import { membershipChecks } from "./membership";

const uuid = z.uuid();

export interface EntityRoutes<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
> {
  app: FastifyInstance;
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>;
  table: PgTable;
  /** The answer carrying one row. */
  rowEnvelope: ReturnType<typeof envelopeSchema<TRow>>;
  context(request: { user: unknown }): EntityContext;
  oneRow(
    record: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<z.input<TRow>>;
  /** The row with this id inside the user's scope, or null (unknown, malformed or out of reach). */
  findInScope(
    id: string,
    ctx: EntityContext,
    withPageColumns?: boolean,
  ): Promise<TTable["$inferSelect"] | null>;
  /** The workspace membership checks of an entity declaring `membership`, else null. */
  membership: MembershipChecks | null;
  /** 403 unless the caller may make this call on the record (no-op without `membership`). */
  guard(
    record: TTable["$inferSelect"],
    ctx: EntityContext,
    call: "read" | "write" | "delete",
  ): Promise<void>;
  /** The record's id (what an Idempotency-Key points at). */
  idOf(record: TTable["$inferSelect"]): string;
  /** Records a refused read, search or export when the entity's reads are audited. */
  onError: onErrorAsyncHookHandler | undefined;
}

export function entityRoutesOf<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations,
  TPrepared,
>(
  app: FastifyInstance,
  config: EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
): EntityRoutes<TTable, TBody, TRow, TRelations, TPrepared> {
  type Record = TTable["$inferSelect"];
  const table = config.table as PgTable;
  /** The record's property that holds the id column. */
  const idKey = Object.entries(getTableColumns(table)).find(
    ([, column]) => column === config.idColumn,
  )?.[0];
  const audit = config.auditAccess;
  const membership = config.membership
    ? membershipChecks(table, config.membership)
    : null;

  async function findInScope(
    id: string,
    ctx: EntityContext,
    withPageColumns = false,
  ): Promise<Record | null> {
    if (!uuid.safeParse(id).success) return null;
    const scope: SQL | undefined = config.scope?.(ctx.user);
    // A read for the answer takes its relations in the same statement, as a search page does; a
    // read before a write does not (its record is compared field by field with the new one).
    const [found] = await app.db
      .select({
        ...getTableColumns(table),
        ...(withPageColumns ? config.pageColumns : undefined),
      })
      .from(table)
      .where(and(eq(config.idColumn, id), scope))
      .limit(1);
    return (found as Record | undefined) ?? null;
  }

  return {
    app,
    config,
    table,
    rowEnvelope: envelopeSchema(config.rowSchema),
    context: (request) => ({
      app,
      user: currentUser(request as Parameters<typeof currentUser>[0]),
    }),
    oneRow: async (record, ctx) =>
      (await toEntityRows(config, [record], ctx))[0],
    findInScope,
    membership,
    guard: async (record, ctx, call) => {
      await membership?.check(app.db, record as object, ctx.user, call);
    },
    idOf: (record) =>
      String((record as { [key: string]: unknown })[idKey ?? "id"]),
    // A 403 or 404 on a patient's or a trip's read, search or export is a refused attempt (issue 21).
    onError: audit?.refusals
      ? recordRefusals(app.db, audit.modelType)
      : undefined,
  };
}
