/**
 * The app-wide change record (issue 9), read-only: POST /activities/search and GET
 * /activities/{activityId}. Holders of view-activities (and administrators) read every row; the
 * others read the history of the trips they can see and nothing else. Values of dispatcher notes
 * are the office's: a reader who may not see them on the trip does not see them here either.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { activitiesApiModule } from "../../domain/modules/trips";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import { activitySchema } from "../../domain/schemas/activity";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import { activities, trips } from "../db/schema";
import { seesDispatcherNotes } from "../trips/rows";
import { tripScope } from "../trips/scope";

/** Fields whose values only trip staff may read (see server/trips/rows.ts). */
const OFFICE_FIELDS: ReadonlySet<string> = new Set(["dispatcherNotes"]);

const readsAll = (user: AuthUser): boolean =>
  hasAnyPrivilege(user, [P.viewActivities]);

/** The activity rows this user may read, as a condition on the activities table. */
export function activityScope(user: AuthUser) {
  if (readsAll(user)) return undefined;
  const tripCondition = tripScope(user);
  const isTrip = eq(activities.modelType, "trip");
  if (!tripCondition) return isTrip;
  return and(
    isTrip,
    sql`${activities.modelId} in (select ${trips.id} from ${trips} where ${tripCondition})`,
  );
}

export const activityEntity = defineEntity({
  entity: activitiesApiModule.api.entity,
  prefix: activitiesApiModule.api.prefix,
  table: activities,
  idColumn: activities.id,
  idField: activitiesApiModule.api.idField,
  rowSchema: activitySchema,
  bodySchema: z.object({}),
  toValues: () => ({}),
  rowFields: (record, row) => ({
    changes:
      row && (readsAll(row.user) || seesDispatcherNotes(row.user))
        ? record.changes
        : record.changes.filter((c) => !OFFICE_FIELDS.has(c.field)),
  }),
  sortable: { createdAt: activities.createdAt },
  defaultSort: "createdAt",
  filters: {
    modelType: { kind: "string", column: activities.modelType },
    modelId: { kind: "uuid", column: activities.modelId },
    actorUserId: { kind: "uuid", column: activities.actorUserId },
    action: { kind: "string", column: activities.action },
  },
  dateColumn: activities.createdAt,
  access: activitiesApiModule.access,
  readOnly: true,
  scope: activityScope,
});
