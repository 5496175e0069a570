/**
 * Whose figures an analytics call counts (issue 29). A facility-scoped user (a facility
 * administrator) always gets their own facility, whatever the request names, through the trips'
 * scope rule (server/trips/scope.ts: none without a facility); everyone else the whole operation,
 * or the facility they name (422 when it does not exist).
 */
import type { SQL } from "drizzle-orm";
import { and, eq, sql } from "drizzle-orm";
import { isFacilityScoped } from "../../domain/privileges";
import { ANALYTICS_MESSAGES } from "../../domain/schemas/analytics";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { facilities, invoices, trips } from "../db/schema";
import { unprocessable } from "../errors";
import type { ReportFilter } from "../reports/reportQueries";
import { tripScope } from "../trips/scope";

const NOTHING = sql`false`;

export interface AnalyticsScope extends ReportFilter {
  /** The facility every figure is limited to; null: the whole operation (or nothing, see below). */
  facilityId: string | null;
  /**
   * One facility's view (a facility administrator's, or an operator's narrowed to one): the fleet's
   * figures (drivers online, credentials, vehicle documents) are not a facility's, and are null.
   */
  facilityView: boolean;
  /** Conditions on trips and on invoices; undefined: every row. */
  trips: SQL | undefined;
  invoices: SQL | undefined;
}

export async function resolveScope(
  db: Db,
  user: AuthUser,
  requested: string | undefined,
): Promise<AnalyticsScope> {
  if (isFacilityScoped(user)) {
    const facilityId = user.facilityId ?? null;
    return {
      facilityId,
      facilityView: true,
      // The trips' own scope rule: their facility's trips, nothing without a facility.
      trips: tripScope(user),
      invoices: facilityId ? eq(invoices.facilityId, facilityId) : NOTHING,
    };
  }
  if (requested !== undefined) {
    const [found] = await db
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.id, requested));
    if (!found)
      throw unprocessable(
        `facilityId: ${ANALYTICS_MESSAGES.facilityNotFound}`,
        [{ field: "facilityId", message: ANALYTICS_MESSAGES.facilityNotFound }],
      );
  }
  const facilityId = requested ?? null;
  return {
    facilityId,
    facilityView: facilityId !== null,
    trips: and(
      tripScope(user),
      facilityId ? eq(trips.facilityId, facilityId) : undefined,
    ),
    invoices: facilityId ? eq(invoices.facilityId, facilityId) : undefined,
  };
}
