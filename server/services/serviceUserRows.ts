/** What a service user's row counts (issue 28): its live keys and their last use, for a page at once. */
import { and, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";

export interface ServiceUserRelations {
  keys: Map<string, number>;
  lastUsed: Map<string, Date>;
}

export async function loadServiceUserRelations(
  db: Db,
  ids: readonly string[],
): Promise<ServiceUserRelations> {
  if (ids.length === 0) return { keys: new Map(), lastUsed: new Map() };
  const rows = await db
    .select({
      id: apiKeys.serviceUserId,
      live: sql<number>`count(*) filter (where ${and(
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql`now()`),
      )})`.mapWith(Number),
      lastUsed: max(apiKeys.lastUsedAt),
    })
    .from(apiKeys)
    .where(inArray(apiKeys.serviceUserId, [...ids]))
    .groupBy(apiKeys.serviceUserId);
  return {
    keys: new Map(rows.map((r) => [r.id, r.live])),
    lastUsed: new Map(
      rows.flatMap((r) => (r.lastUsed ? [[r.id, r.lastUsed] as const] : [])),
    ),
  };
}
