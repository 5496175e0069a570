/**
 * What an entity declares to get the four generic calls of §7 (get, search, upsert, delete). A new
 * entity is a table, its schemas and this configuration; the search and upsert code is shared.
 */
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { Access } from "../plugins/auth";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import type { CsvColumn, CsvColumnSpec } from "./csvColumns";
import type { MembershipGuard } from "./membership";
import type { RequiredSearchFilter } from "./requiredFilter";
import type { TextSearchSpec } from "./textSearch";
import type {
  EntityContext,
  FilterSpec,
  PreparedWrite,
  RowContext,
  UpdateGuard,
  WriteContext,
} from "./entityTypes";
import { bodyToColumns, columnsToRow } from "./mapping";
import { withRecordAttributes } from "./recordAttributes";

export type {
  EntityContext,
  FilterKind,
  FilterSpec,
  PreparedWrite,
  RowContext,
  UpdateGuard,
  WriteContext,
} from "./entityTypes";

export interface EntityConfig<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations = undefined,
  TPrepared = undefined,
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
  /**
   * The API row of a record. `row` carries the caller and the relations loadRelations fetched for
   * the page; callers outside the generic routes may leave it out when the entity has no relations.
   */
  toRow(
    record: TTable["$inferSelect"],
    row?: RowContext<TRelations>,
  ): z.input<TRow>;
  /**
   * Read-side extras for a page of records, fetched in one query per relation (never one per row);
   * the result reaches toRow.
   */
  loadRelations?(
    records: readonly TTable["$inferSelect"][],
    ctx: EntityContext,
  ): Promise<TRelations>;
  /**
   * Values the page statement of a search computes per row (correlated subqueries), carried on the
   * records under these keys for loadRelations: a relation read in the page's own statement instead
   * of a statement of its own (issue 13). loadRelations must still work without them (reads by id).
   */
  pageColumns?: Record<string, SQL>;
  toValues(
    body: z.output<TBody>,
    ctx: EntityContext,
  ): Partial<TTable["$inferInsert"]>;
  /** API sort field → column. Each must be indexed. */
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  filters: Record<string, FilterSpec>;
  /**
   * Filters a search or export names that only a read resolves (an attribute's type): asked before
   * it runs (throw 400 for a bad one); the answer joins `filters` for that request.
   */
  requestFilters?(
    request: ParsedSearchRequest,
    ctx: EntityContext,
  ): Promise<Record<string, FilterSpec>>;
  /**
   * The kind of record administrator-defined attributes describe (issue 28,
   * ./recordAttributes.ts): values in the body and row, their filters and export columns.
   */
  attributes?: AttributeEntityType;
  /** A lower-cased generated column with a trigram index, searched by searchTerm. */
  searchColumn?: PgColumn;
  /**
   * Full-text search of searchTerm instead of searchColumn's substring (./textSearch.ts): the words
   * of a generated tsvector (stemmed, websearch syntax) or a misspelt word of the similarity column;
   * most relevant first when the request names no sortBy (the answer's sortBy is then "relevance");
   * each record of the page carries a snippet under snippetField (absent without a searchTerm).
   */
  textSearch?: TextSearchSpec;
  /** The column fromDate/toDate (and dateFilterRequest) apply to. */
  dateColumn?: PgColumn;
  access: { read: Access; write: Access; delete?: Access };
  /** Only get and search (the outbox, logs). */
  readOnly?: boolean;
  /**
   * The columns of POST {prefix}/export, in order: a row field's name, or a header with a value
   * read from the row (optionally a referenced record's name, batch-loaded through `lookup`).
   * Default: the row's scalar fields (server/crud/csvColumns.ts).
   */
  csvColumns?: readonly CsvColumnSpec[];
  /** Columns read at each export, after csvColumns' (one per active attribute). */
  moreCsvColumns?(ctx: EntityContext): Promise<readonly CsvColumn[]>;
  /**
   * The entity holds patient data (issue 11, HIPAA 164.312(b)): each read by id and each export is
   * recorded in the activity record under this model type (server/activities/access.ts); with
   * `searches`, each page of its search too, and with `refusals`, each 403 or 404 its read, search
   * and export answer a signed-in user (issue 21). Every entity's export is recorded regardless.
   */
  auditAccess?: { modelType: string; searches?: boolean; refusals?: boolean };
  /** Rows outside the user's reach (facility, driver scoping) are invisible: 404, never 403. */
  scope?(user: AuthUser): SQL | undefined;
  /**
   * Records inside a workspace (issue 24, ./membership.ts): a signed-in user who is not an approved
   * member of the record's workspace gets 403 on it (never 404), a search naming a workspace of
   * someone else's 403, a search naming none only the caller's workspaces.
   */
  membership?: MembershipGuard;
  /**
   * The id of the record an upsert body without its id means (a natural key, such as a membership's
   * workspace and member): an existing one turns the create into an update.
   */
  existingIdOf?(
    body: z.output<TBody>,
    ctx: EntityContext,
  ): Promise<string | null>;
  /**
   * Before a search or an export runs, given its parsed body: throw AppError (403, 404) to refuse
   * (the activities of a workspace the caller is not a member of).
   */
  searchGuard?(
    body: ParsedSearchRequest,
    ctx: EntityContext,
  ): Promise<void> | void;
  /** A filter every search and export must name (a thread's posts: discussionId): 422 without. */
  requiredSearchFilter?: RequiredSearchFilter;
  /**
   * A read, update or delete by id found no row in scope: throw 403 for one that exists where the
   * module refuses rather than hides (a workspace's thread, issue 25); return for the 404.
   */
  refuseOutOfScope?(id: string, ctx: EntityContext): Promise<void>;
  /** The 201 message of a create (default `New ${entity} added.`). */
  createdMessage?: string;
  /** The 200 message of a delete (default `${entity} deleted.`, §8; bookmarks say 'Bookmark removed.'). */
  deletedMessage?: string;
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
  /**
   * Column values computed from the body before the insert or update (a fare, a distance), merged
   * over toValues'. It runs after beforeWrite and before the transaction opens, so slow work (an
   * HTTP routing service) never holds the database; throw AppError to refuse.
   */
  prepareValues?(
    body: z.output<TBody>,
    values: Partial<TTable["$inferInsert"]>,
    existing: TTable["$inferSelect"] | null,
    ctx: EntityContext,
  ): Promise<PreparedWrite<TTable["$inferInsert"], TPrepared>>;
  /** Optimistic concurrency: an extra condition on the update (see UpdateGuard). */
  updateGuard?(
    existing: TTable["$inferSelect"],
    body: z.output<TBody>,
    ctx: EntityContext,
  ): UpdateGuard | undefined;
  /**
   * Inside the write's transaction, after the insert: more rows that stand or fall with it (a
   * return leg, an activity). A throw rolls the whole write back. It may answer the record as it
   * now stands (when it changed it), which the response then shows.
   */
  onCreated?(
    record: TTable["$inferSelect"],
    body: z.output<TBody>,
    ctx: WriteContext<TPrepared>,
  ): Promise<TTable["$inferSelect"] | void>;
  /** Inside the write's transaction, after the update (see onCreated). */
  onUpdated?(
    updated: TTable["$inferSelect"],
    existing: TTable["$inferSelect"],
    body: z.output<TBody>,
    ctx: WriteContext<TPrepared>,
  ): Promise<TTable["$inferSelect"] | void>;
  /** Inside the delete's transaction, after the delete (see onCreated). */
  onDeleted?(record: TTable["$inferSelect"], ctx: WriteContext): Promise<void>;
  /** After the create committed: consequences outside the database (e.g. an invitation email). */
  afterCreate?(
    record: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void>;
  /** After the update committed, given the row before and after (e.g. an email change). */
  afterUpdate?(
    updated: TTable["$inferSelect"],
    existing: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void>;
  /**
   * The stored files a record owns (every version of a library document): read before its delete,
   * removed from file storage once the delete has committed (a file that cannot be removed then is
   * logged, and the orphan sweep takes it later).
   */
  storedFiles?(record: TTable["$inferSelect"], db: Db): Promise<string[]>;
  /** Clean-up outside the database once a row is gone (e.g. stored files). */
  afterDelete?(
    record: TTable["$inferSelect"],
    ctx: EntityContext,
  ): Promise<void>;
  /**
   * The entity's calls beyond the four (e.g. POST /trips/fare-quote), registered with them under
   * /api, so a module's extra routes need no edit of server/app.ts.
   */
  routes?(app: FastifyInstance): void;
}

/**
 * An entity as declared: toRow and toValues default to the mechanical mappings (server/crud/mapping),
 * with rowFields and valueFields for the fields that map differently.
 */
export interface EntityDefinition<
  TTable extends PgTable,
  TBody extends z.ZodType<Record<string, unknown>>,
  TRow extends z.ZodType,
  TRelations = undefined,
  TPrepared = undefined,
> extends Omit<
  EntityConfig<TTable, TBody, TRow, TRelations, TPrepared>,
  "toRow" | "toValues"
> {
  /** The whole mapping, where a row is not its columns. */
  toRow?: EntityConfig<TTable, TBody, TRow, TRelations>["toRow"];
  toValues?: EntityConfig<TTable, TBody, TRow, TRelations>["toValues"];
  /** Row fields that are not the same-named column; the others are copied. */
  rowFields?(
    record: TTable["$inferSelect"],
    row?: RowContext<TRelations>,
  ): Partial<z.input<TRow>>;
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
  TRelations = undefined,
  TPrepared = undefined,
>(
  definition: EntityDefinition<TTable, TBody, TRow, TRelations, TPrepared>,
): EntityConfig<TTable, TBody, TRow, TRelations, TPrepared> {
  const { rowFields, valueFields, ...config } = definition.attributes
    ? withRecordAttributes(definition.attributes, definition)
    : definition;
  const baseRow = config.toRow ? null : columnsToRow(config);
  const baseValues = config.toValues ? null : bodyToColumns(config);
  return {
    ...config,
    toRow:
      config.toRow ??
      ((record, row) =>
        ({
          ...baseRow?.(record),
          ...rowFields?.(record, row),
        }) as z.input<TRow>),
    toValues:
      config.toValues ??
      ((body, ctx) => ({
        ...baseValues?.(body),
        ...valueFields?.(body, ctx),
      })),
  };
}
