/**
 * A driver who stated being under the influence stays offline for the rest of that day unless a data
 * admin clears the statement (issue 8). "That day" is the server's local calendar day: the statement
 * stops blocking at the server's midnight, whatever the driver's time zone.
 */
import { and, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { influenceStatusRecords } from "../db/schema";

/** The start of the server's current local calendar day. */
export function startOfServerDay(now: Date = new Date()): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start;
}

/** The driver's statements of being under the influence made today and not cleared. */
const unclearedToday = (driverId: string) =>
  and(
    eq(influenceStatusRecords.driverId, driverId),
    eq(influenceStatusRecords.underTheInfluenceStatus, true),
    gte(influenceStatusRecords.createdAt, startOfServerDay()),
    isNull(influenceStatusRecords.clearedAt),
  );

/**
 * Whether the driver stated today being under the influence and no one cleared it. A later
 * statement of the opposite does not undo it: that is the reload-and-retry the rule closes.
 */
export async function hasUnclearedStatementToday(
  db: Db,
  driverId: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: influenceStatusRecords.id })
    .from(influenceStatusRecords)
    .where(unclearedToday(driverId))
    .limit(1);
  return !!found;
}

/** Clears them all, recording who and why; the cleared rows (none: nothing to clear). */
export async function clearStatementsToday(
  db: Db,
  driverId: string,
  clearedByUserId: string,
  reason: string,
) {
  return db
    .update(influenceStatusRecords)
    .set({ clearedAt: new Date(), clearedByUserId, clearReason: reason })
    .where(unclearedToday(driverId))
    .returning();
}

type InfluenceRow = typeof influenceStatusRecords.$inferSelect;

/** The clearance as the API shows it: present only on a cleared statement. */
export const clearanceOf = (r: InfluenceRow) =>
  r.clearedAt
    ? {
        clearance: {
          clearedAt: r.clearedAt.toISOString(),
          clearedByUserId: r.clearedByUserId,
          reason: r.clearReason ?? "",
        },
      }
    : {};
