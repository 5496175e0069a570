/**
 * Who reads a support request (issue 28): its requester, and the support staff (modify-support
 * holders and system administrators) — every one. Anyone else finds nothing (404, the scope in the
 * query). Replies and attachments follow their request.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { supportModule } from "../../domain/modules/support";
import {
  hasAnyPrivilege,
  PRIVILEGES,
  ROLE_CODES,
} from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { supportRequests, users } from "../db/schema";
import { notFound } from "../errors";
import { isPerson } from "../services/people";

export type SupportRequestRecord = typeof supportRequests.$inferSelect;

/** Support staff: modify-support holders (an administrator passes every privilege check). */
export const isSupportStaff = (user: AuthUser): boolean =>
  hasAnyPrivilege(user, [PRIVILEGES.modifySupport]);

/** The roles whose holders are support staff (the first role decides, §6). */
export const SUPPORT_STAFF_ROLES: readonly string[] = ROLE_CODES.filter(
  (roleCode) =>
    hasAnyPrivilege({ roles: [{ roleCode }] }, [PRIVILEGES.modifySupport]),
);

const staffRoleArray = sql`array[${sql.join(
  SUPPORT_STAFF_ROLES.map((r) => sql`${r}`),
  sql`, `,
)}]::text[]`;

/** Active users who are support staff, as a condition on `users`. */
export const activeStaff: SQL = and(
  eq(users.active, true),
  isPerson(),
  // The overlap lets the GIN index on roles narrow the rows; the first role decides.
  sql`${users.roles} && ${staffRoleArray}`,
  sql`${users.roles}[1] = any(${staffRoleArray})`,
) as SQL;

/** The requests this user reads: undefined (every one) for the staff, else their own. */
export function supportRequestScope(user: AuthUser): SQL | undefined {
  return isSupportStaff(user)
    ? undefined
    : eq(supportRequests.requesterUserId, user.userId);
}

/** A column referring to a request, limited to the requests in this user's reach. */
export function inReachableRequest(
  user: AuthUser,
  column: PgColumn,
): SQL | undefined {
  const scope = supportRequestScope(user);
  return scope
    ? inArray(
        column,
        sql`(select ${supportRequests.id} from ${supportRequests} where ${scope})`,
      )
    : undefined;
}

const NOT_FOUND = `${supportModule.api.entity} not found.`;

/** The request with this id in the user's reach, or 404 (unknown, malformed or someone else's). */
export async function readableRequest(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<SupportRequestRecord> {
  const [found] = z.uuid().safeParse(id).success
    ? await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.id, id), supportRequestScope(user)))
        .limit(1)
    : [];
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** Whether this user may be assigned requests: an active member of the support staff. */
export async function isAssignable(db: Db, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeStaff))
    .limit(1);
  return !!found;
}
