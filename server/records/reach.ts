/**
 * Record reach by modelType (issue 24): for one kind of record, may this user see record X (one
 * query), and which of its rows may they see (a condition usable in any search). Built from what the
 * record's own module already enforces, never a second copy of it: the module's read rule (its
 * privileges, and its toggle), and the entity's scope (trips by tripScope, patients by facility,
 * workspaces by membership). Discussions, documents, bookmarks and notifications about a record
 * (modelType, modelId) ask ./registry.ts, which holds one of these per kind.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AccessRule } from "../../domain/modules/defineModule";
import type { ModelType, Reach } from "../../domain/records";
import { idSchema } from "../../domain/schemas/common";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { features } from "../db/schema";
import { checkAccess } from "../plugins/auth";

export interface RecordReachSpec {
  modelType: ModelType;
  table: PgTable;
  /** The record's id column (a uuid). */
  idColumn: PgColumn;
  /** Who may read this kind at all: the module's read rule (privileges, toggle). */
  read: AccessRule;
  /** The rows in this user's reach, as a condition on `table`; undefined: every row. */
  scope?(user: AuthUser): SQL | undefined;
}

const REACH = Symbol("record reach");

export interface RecordReach {
  readonly [REACH]: true;
  readonly modelType: ModelType;
  /**
   * "yes": the record exists and this user may see it; "no": it exists out of their reach (a
   * caller answers 403 or hides it, as its module does); "unknown": no such record. One query.
   */
  canSee(db: Db, user: AuthUser, id: string): Promise<Reach>;
  /**
   * The records of this kind the user may see, as a condition on an id column: the record's own
   * (the default) or another table's reference to it (a discussion's modelId):
   * `${column} in (select id from … where scope)`. Undefined: no restriction (trip staff, system
   * administrators); `false` when the user may read none.
   */
  visible(user: AuthUser, column?: PgColumn | SQL): SQL | undefined;
  /**
   * As `visible`, but never undefined: the referenced records that exist and are in reach, also
   * for a user without restriction (a bookmark of a deleted record is unavailable to everyone).
   */
  reachable(user: AuthUser, column: PgColumn | SQL): SQL;
}

const NOTHING = sql`false`;

/** The module's rule, without its toggle (asked of the database, below). */
function passesRule(user: AuthUser, read: AccessRule): boolean {
  try {
    checkAccess(user, { ...read, feature: undefined });
    return true;
  } catch {
    return false;
  }
}

/** A toggled module's records are out of reach while it is off (as its API is: 404). */
const toggleOn = (read: AccessRule): SQL | undefined =>
  read.feature
    ? sql`exists (select 1 from ${features} where ${features.code} = ${read.feature} and ${features.active})`
    : undefined;

export function defineReach(spec: RecordReachSpec): RecordReach {
  /** The condition on the record's own table; undefined: every row. */
  const inReach = (user: AuthUser): SQL | undefined =>
    passesRule(user, spec.read)
      ? and(toggleOn(spec.read), spec.scope?.(user))
      : NOTHING;
  return {
    [REACH]: true,
    modelType: spec.modelType,
    async canSee(db, user, id) {
      if (!idSchema.safeParse(id).success) return "unknown";
      const condition = inReach(user);
      const [found] = await db
        .select({
          inReach: condition
            ? sql<boolean>`coalesce((${condition}), false)`
            : sql<boolean>`true`,
        })
        .from(spec.table)
        .where(eq(spec.idColumn, id))
        .limit(1);
      if (!found) return "unknown";
      return found.inReach ? "yes" : "no";
    },
    visible(user, column = spec.idColumn) {
      const condition = inReach(user);
      if (!condition) return undefined;
      if (condition === NOTHING) return NOTHING;
      return sql`${column} in (select ${spec.idColumn} from ${spec.table} where ${condition})`;
    },
    reachable(user, column) {
      const condition = inReach(user);
      if (condition === NOTHING) return NOTHING;
      const where = condition ? sql` where ${condition}` : sql``;
      return sql`${column} in (select ${spec.idColumn} from ${spec.table}${where})`;
    },
  };
}

export const isRecordReach = (value: unknown): value is RecordReach =>
  typeof value === "object" && value !== null && REACH in value;

/** What an entity (server/crud) already declares: its table, id, read rule and scope. */
interface EntityLike {
  table: PgTable;
  idColumn: PgColumn;
  access: { read: AccessRule };
  scope?(user: AuthUser): SQL | undefined;
}

/** The reach of a kind served by a §7 entity: exactly what its GET {prefix}/{id} lets through. */
export const reachOfEntity = (
  modelType: ModelType,
  entity: EntityLike,
): RecordReach =>
  defineReach({
    modelType,
    table: entity.table,
    idColumn: entity.idColumn,
    read: entity.access.read,
    scope: entity.scope && ((user) => entity.scope?.(user)),
  });
