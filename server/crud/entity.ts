/**
 * What an entity declares to get the four generic calls of §7 (get, search, upsert, delete). A new
 * entity is a table, its schemas and this configuration; the search and upsert code is shared.
 */
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../auth/authUser";
import type { Access } from "../plugins/auth";
import { bodyToColumns, columnsToRow } from "./mapping";

export type FilterKind = "string" | "uuid" | "boolean" | "number";

export interface FilterSpec {
  kind: FilterKind;
  /** Equality (or IN for arrays) on this column... */
  column?: PgColumn;
  /** ...or a custom condition for one value (array filters call it once per value and OR them). */
  build?: (value: string | number | boolean) => SQL;
}

export interface EntityContext {
  app: FastifyInstance;
  user: AuthUser;
}

export interface EntityConfig<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
> {
  /** Singular, capitalised: used in messages ("Feature updated."). */
  entity: string;
  /** URL prefix under /api, e.g. "/features". */
  prefix: string;
  table: TTable;
  idColumn: PgColumn;
  /** The id field of rows, e.g. "featureId". */
  idField: string;
  /** The id field of the upsert body when it differs (features use "id", §7). */
  bodyIdField?: string;
  rowSchema: TRow;
  bodySchema: TBody;
  toRow(record: TTable["$inferSelect"]): z.input<TRow>;
  toValues(
    body: z.output<TBody>,
    ctx: EntityContext,
  ): Partial<TTable["$inferInsert"]>;
  /** API sort field → column. Each must be indexed. */
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  filters: Record<string, FilterSpec>;
  /** A lower-cased generated column with a trigram index, searched by searchTerm. */
  searchColumn?: PgColumn;
  /** The column fromDate/toDate (and dateFilterRequest) apply to. */
  dateColumn?: PgColumn;
  access: { read: Access; write: Access; delete?: Access };
  /** Only get and search (the outbox, logs). */
  readOnly?: boolean;
  /** Rows outside the user's reach (facility, driver scoping) are invisible: 404, never 403. */
  scope?(user: AuthUser): SQL | undefined;
  /** Checks beyond the privilege table (e.g. who may grant a role); throw AppError to refuse. */
  beforeWrite?(
    body: z.output<TBody>,
    existing: TTable["$inferSelect"] | null,
    ctx: EntityContext,
  ): Promise<void> | void;
  /** Checks before a delete, like beforeWrite (e.g. who may remove an administrator). */
  beforeDelete?(
    existing: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void> | void;
  afterCreate?(
    record: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void>;
  /** Consequences of an update, given the row before and after (e.g. an email change). */
  afterUpdate?(
    updated: TTable["$inferSelect"],
    existing: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void>;
  /** Clean-up outside the database once a row is gone (e.g. stored files). */
  afterDelete?(
    record: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void>;
}

/**
 * An entity as declared: toRow and toValues default to the mechanical mappings (server/crud/mapping),
 * with rowFields and valueFields for the fields that map differently.
 */
export interface EntityDefinition<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
> extends Omit<EntityConfig<TTable, TBody, TRow>, "toRow" | "toValues"> {
  /** The whole mapping, where a row is not its columns. */
  toRow?: EntityConfig<TTable, TBody, TRow>["toRow"];
  toValues?: EntityConfig<TTable, TBody, TRow>["toValues"];
  /** Row fields that are not the same-named column; the others are copied. */
  rowFields?(record: TTable["$inferSelect"]): Partial<z.input<TRow>>;
  /** Columns not written from the same-named upsert field; the others are copied. */
  valueFields?(
    body: z.output<TBody>,
    ctx: EntityContext,
  ): Partial<TTable["$inferInsert"]>;
}

export function defineEntity<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
>(
  definition: EntityDefinition<TTable, TBody, TRow>,
): EntityConfig<TTable, TBody, TRow> {
  const { rowFields, valueFields, ...config } = definition;
  const baseRow = config.toRow ? null : columnsToRow(config);
  const baseValues = config.toValues ? null : bodyToColumns(config);
  return {
    ...config,
    toRow:
      config.toRow ??
      ((record) =>
        ({
          ...baseRow?.(record),
          ...rowFields?.(record),
        }) as z.input<TRow>),
    toValues:
      config.toValues ??
      ((body, ctx) => ({
        ...baseValues?.(body),
        ...valueFields?.(body, ctx),
      })),
  };
}
