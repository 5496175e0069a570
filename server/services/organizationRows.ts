/**
 * What an organisation's row counts (issue 28): its service users, its live keys and its last call,
 * one grouped query each for the whole page (never one per row). The last call reads the call
 * record's (organisation, at, id) index backwards, once per organisation of the page.
 */
import { and, count, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeyCalls, apiKeys, users } from "../db/schema";
import { iso } from "../entities/iso";

export interface OrganizationRelations {
  users: Map<string, number>;
  keys: Map<string, number>;
  lastCall: Map<string, Date>;
}

export async function loadOrganizationRelations(
  db: Db,
  ids: readonly string[],
): Promise<OrganizationRelations> {
  const empty = { users: new Map(), keys: new Map(), lastCall: new Map() };
  if (ids.length === 0) return empty;
  const [userRows, keyRows, callRows] = await Promise.all([
    db
      .select({ id: users.serviceOrganizationId, n: count() })
      .from(users)
      .where(inArray(users.serviceOrganizationId, [...ids]))
      .groupBy(users.serviceOrganizationId),
    db
      .select({ id: apiKeys.serviceOrganizationId, n: count() })
      .from(apiKeys)
      .where(
        and(
          inArray(apiKeys.serviceOrganizationId, [...ids]),
          isNull(apiKeys.revokedAt),
          gt(apiKeys.expiresAt, sql`now()`),
        ),
      )
      .groupBy(apiKeys.serviceOrganizationId),
    db
      .select({
        id: apiKeyCalls.serviceOrganizationId,
        at: max(apiKeyCalls.at),
      })
      .from(apiKeyCalls)
      .where(inArray(apiKeyCalls.serviceOrganizationId, [...ids]))
      .groupBy(apiKeyCalls.serviceOrganizationId),
  ]);
  return {
    users: new Map(userRows.map((r) => [r.id ?? "", r.n])),
    keys: new Map(keyRows.map((r) => [r.id, r.n])),
    lastCall: new Map(
      callRows.flatMap((r) => (r.at ? [[r.id, r.at] as const] : [])),
    ),
  };
}

export function organizationCounts(
  id: string,
  relations: OrganizationRelations | undefined,
) {
  const lastCall = relations?.lastCall.get(id);
  return {
    userCount: relations?.users.get(id) ?? 0,
    activeKeyCount: relations?.keys.get(id) ?? 0,
    lastCallAt: lastCall ? iso(lastCall) : null,
  };
}
