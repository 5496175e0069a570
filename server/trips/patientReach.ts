/**
 * The patients a trip booker may book for (issue 9): facility staff their facility's patients; a
 * customer the profiles they created (for themselves or a family member, in the booking form) and
 * the patients of trips they booked — never anyone else's. Trip staff reach every patient. The same
 * condition scopes the patients list of a customer (server/entities/patients.ts).
 */
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { hasRole, isFacilityScoped, ROLES } from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { patients, trips } from "../db/schema";
import { seesAllTrips } from "./scope";

const NOTHING = sql`false`;

/** A customer's patients: created by them, or carried by a trip they booked. */
export const customerPatients = (userId: string): SQL =>
  or(
    eq(patients.createdByUserId, userId),
    inArray(
      patients.id,
      sql`(select ${trips.patientId} from ${trips} where ${trips.bookingUserId} = ${userId})`,
    ),
  ) ?? NOTHING;

/** The patients condition of a trip booker; undefined: every patient. */
export function patientReach(user: AuthUser): SQL | undefined {
  if (seesAllTrips(user)) return undefined;
  if (isFacilityScoped(user))
    return user.facilityId ? eq(patients.facilityId, user.facilityId) : NOTHING;
  if (hasRole(user, ROLES.customer)) return customerPatients(user.userId);
  return NOTHING;
}

/** The patient with this id when it is in the user's reach, else null (unknown or not theirs). */
export async function patientInReach(
  db: Db,
  user: AuthUser,
  patientId: string,
): Promise<typeof patients.$inferSelect | null> {
  const [found] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), patientReach(user)))
    .limit(1);
  return found ?? null;
}
