/**
 * Who reads a knowledge article (issue 27): a system administrator every article, whatever its
 * status; anyone else a published one whose audience is empty (every signed-in user) or holds the
 * code of their first role. One SQL condition on the articles table serves the entity's scope (404
 * out of reach), every search and count, the record reach ("article") and the module's own calls.
 */
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import { isAdmin } from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import { articles } from "../db/schema";

export type ArticleRecord = typeof articles.$inferSelect;

/** The caller's first role: the one an audience and required reading are written for. */
export const firstRoleOf = (user: AuthUser): string | null =>
  user.roles[0]?.roleCode ?? null;

/** Published and within this user's audience (never undefined for a non-administrator). */
export function publishedFor(user: AuthUser): SQL {
  const role = firstRoleOf(user);
  const audience = role
    ? sql`(cardinality(${articles.audience}) = 0 or ${articles.audience} @> array[${role}]::text[])`
    : sql`cardinality(${articles.audience}) = 0`;
  return and(eq(articles.status, "published"), audience) as SQL;
}

/** The articles this user may read: undefined (every one) for an administrator. */
export const articleScope = (user: AuthUser): SQL | undefined =>
  isAdmin(user) ? undefined : publishedFor(user);
