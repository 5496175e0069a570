/**
 * The membership guard of the generic routes (issue 24): an entity whose records live inside a
 * workspace declares `membership`, and every generic call checks the caller's approved membership of
 * the record's workspace. Unlike `scope` (rows out of reach are invisible: 404), a record that exists
 * answers 403 to a signed-in non-member (§8), an unknown id stays 404, and a search naming no
 * workspace answers only the caller's workspaces. System administrators pass every check.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, getTableColumns, inArray, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import type { WorkspaceRole } from "../../domain/schemas/workspace";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { workspaceMembers, workspaces } from "../db/schema";
import { forbidden, notFound, unprocessable } from "../errors";
import {
  APPROVED,
  inMyWorkspaces,
  membershipOf,
  readsEveryWorkspace,
  roleReaches,
} from "../workspaces/membership";

/** What an entity declares to be guarded by workspace membership. */
export interface MembershipGuard {
  /** The column holding a record's workspace (a workspace's own id column for workspaces). */
  workspaceColumn: PgColumn;
  /**
   * The upsert body's field naming the workspace (required by the body schema, so its absence is a
   * 422). Absent: a create opens a new workspace and needs no membership (workspaces themselves).
   */
  bodyField?: string;
  /** The search filter naming a workspace (default "workspaceId"). */
  filterField?: string;
  /** Least approved role per call (read defaults to viewer). */
  read?: WorkspaceRole;
  write: WorkspaceRole;
  delete?: WorkspaceRole;
  /**
   * The column naming the user a record is about: that user reads and deletes it whatever its
   * workspace and status (a member's own membership: a request they withdraw, a workspace they leave).
   */
  selfColumn?: PgColumn;
}

export const WORKSPACE_NOT_FOUND = "Workspace not found.";
export const WORKSPACE_CHANGE = "A record cannot move to another workspace.";

/** The property under which a table's records carry this column. */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(
    ([, c]) => c === column,
  );
  if (!entry) throw new Error(`Column ${column.name} is not in this table.`);
  return entry[0];
}

const uuid = z.uuid();

export interface MembershipChecks {
  guard: MembershipGuard;
  /** The workspace of a record. */
  workspaceOf(record: object): string;
  /** Whether the record is about this user (selfColumn). */
  isSelf(record: object, user: AuthUser): boolean;
  /** 403 unless the caller may do `call` on this existing record. */
  check(
    db: Db,
    record: object,
    user: AuthUser,
    call: "read" | "write" | "delete",
  ): Promise<void>;
  /** A create's check: the body's workspace exists (404) and the caller may write in it (403). */
  checkCreate(
    db: Db,
    body: Record<string, unknown>,
    user: AuthUser,
  ): Promise<void>;
  /** An update's check: the body's workspace is the record's (422 otherwise). */
  checkSameWorkspace(record: object, body: Record<string, unknown>): void;
  /**
   * The search's extra condition: 404 for a named workspace that does not exist, 403 for one the
   * caller is not an approved member of; the caller's workspaces (and own records) otherwise.
   */
  searchScope(
    db: Db,
    user: AuthUser,
    request: ParsedSearchRequest,
  ): Promise<SQL | undefined>;
}

export function membershipChecks(
  table: PgTable,
  guard: MembershipGuard,
): MembershipChecks {
  const workspaceKey = keyOf(table, guard.workspaceColumn);
  const selfKey = guard.selfColumn ? keyOf(table, guard.selfColumn) : null;
  const filterField = guard.filterField ?? "workspaceId";
  const leastRole = (call: "read" | "write" | "delete"): WorkspaceRole =>
    call === "read"
      ? (guard.read ?? "viewer")
      : call === "delete"
        ? (guard.delete ?? guard.write)
        : guard.write;
  const workspaceOf = (record: object) =>
    String((record as Record<string, unknown>)[workspaceKey]);
  const isSelf = (record: object, user: AuthUser) =>
    selfKey !== null &&
    (record as Record<string, unknown>)[selfKey] === user.userId;

  async function reaches(
    db: Db,
    workspaceId: string,
    user: AuthUser,
    role: WorkspaceRole,
  ): Promise<boolean> {
    if (readsEveryWorkspace(user)) return true;
    return roleReaches(await membershipOf(db, workspaceId, user.userId), role);
  }

  return {
    guard,
    workspaceOf,
    isSelf,
    async check(db, record, user, call) {
      // A member's own record: theirs to read and to remove, never to change.
      if (call !== "write" && isSelf(record, user)) return;
      if (!(await reaches(db, workspaceOf(record), user, leastRole(call))))
        throw forbidden();
    },
    async checkCreate(db, body, user) {
      if (!guard.bodyField) return;
      const workspaceId = String(body[guard.bodyField]);
      const membership = readsEveryWorkspace(user)
        ? null
        : await membershipOf(db, workspaceId, user.userId);
      if (roleReaches(membership, guard.write)) return;
      // A membership of any status proves the workspace exists; without one, look.
      if (!membership) {
        const [found] = await db
          .select({ id: workspaces.id })
          .from(workspaces)
          .where(eq(workspaces.id, workspaceId))
          .limit(1);
        if (!found) throw notFound(WORKSPACE_NOT_FOUND);
        if (readsEveryWorkspace(user)) return;
      }
      throw forbidden();
    },
    checkSameWorkspace(record, body) {
      if (!guard.bodyField) return;
      const named = body[guard.bodyField];
      if (named !== undefined && named !== workspaceOf(record))
        throw unprocessable(WORKSPACE_CHANGE, [
          { field: guard.bodyField, message: WORKSPACE_CHANGE },
        ]);
    },
    async searchScope(db, user, request) {
      const named = namedWorkspaces(request, filterField);
      if (named.length > 0) {
        const found = await db
          .select({
            id: workspaces.id,
            member: workspaceMembers.id,
          })
          .from(workspaces)
          .leftJoin(
            workspaceMembers,
            and(
              eq(workspaceMembers.workspaceId, workspaces.id),
              eq(workspaceMembers.userId, user.userId),
              eq(workspaceMembers.status, APPROVED),
            ),
          )
          .where(inArray(workspaces.id, named));
        if (found.length < named.length) throw notFound(WORKSPACE_NOT_FOUND);
        if (!readsEveryWorkspace(user) && found.some((f) => f.member === null))
          throw forbidden();
      }
      const mine = inMyWorkspaces(user, guard.workspaceColumn);
      if (!mine || !guard.selfColumn) return mine;
      return or(mine, eq(guard.selfColumn, user.userId));
    },
  };
}

/** The distinct, well-formed workspace ids a search names (top level or in a filter map). */
function namedWorkspaces(
  request: ParsedSearchRequest,
  field: string,
): string[] {
  const values: unknown[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) values.push(...(value as unknown[]));
    else values.push(value);
  };
  const top = (request as Record<string, unknown>)[field];
  add(top);
  for (const map of [
    request.additionalStringFilters,
    request.additionalArrayFilters,
  ] as (Record<string, unknown> | undefined)[])
    if (map && Object.hasOwn(map, field)) add(map[field]);
  // A value that cannot be an id matches nothing (the search's own rule): nothing to guard.
  const ids = values.filter(
    (v): v is string => typeof v === "string" && uuid.safeParse(v).success,
  );
  return [...new Set(ids.map((v) => v.toLowerCase()))];
}
