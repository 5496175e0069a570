/**
 * A user's circle (issues 25, 26): the people they may pick by name when nothing else says who may
 * read (a free-standing thread's participants, whom a free-standing document is shared with). Staff
 * who see every trip pick anyone; facility staff, their facility's users; everybody else, no one but
 * themselves. Picking is offered and checked against the same condition, so a list never names
 * anyone outside what the caller already shares with them.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, eq, ilike, inArray, ne, or } from "drizzle-orm";
import { isFacilityScoped } from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { likePattern } from "../crud/search";
import { seesAllTrips } from "../trips/scope";

/** The condition on users keeping the caller's circle; undefined: everyone. */
export function circleOf(user: AuthUser): SQL | undefined {
  if (seesAllTrips(user)) return undefined;
  if (isFacilityScoped(user) && user.facilityId)
    return eq(users.facilityId, user.facilityId);
  return eq(users.id, user.userId);
}

/** Active users of the circle whose first or last name holds the term (the caller aside). */
export async function findInCircle(
  db: Db,
  user: AuthUser,
  searchTerm: string,
  limit: number,
): Promise<{ id: string; label: string }[]> {
  const pattern = likePattern(searchTerm.trim());
  const found = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        ne(users.id, user.userId),
        or(ilike(users.firstName, pattern), ilike(users.lastName, pattern)),
        circleOf(user),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
  return found.map((u) => ({
    id: u.id,
    label: `${u.firstName} ${u.lastName}`.trim(),
  }));
}

/** How many of these ids are active users of the caller's circle. */
export async function countInCircle(
  db: Db,
  user: AuthUser,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, [...ids]), eq(users.active, true), circleOf(user)),
    );
  return found.length;
}
