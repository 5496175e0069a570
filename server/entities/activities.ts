/**
 * The app-wide change record (issue 9), read-only: POST /activities/search and GET
 * /activities/{activityId}. Holders of view-activities (and administrators) read every row; the
 * others read the history of the trips they can see and nothing else. Values of dispatcher notes
 * are the office's: a reader who may not see them on the trip does not see them here either.
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { activitiesApiModule } from "../../domain/modules/trips";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import { ACCESS_ACTIONS, activitySchema } from "../../domain/schemas/activity";
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
  // Who read or exported what is for holders of view-activities only (issue 11).
  const tripChange = and(
    eq(activities.modelType, "trip"),
    notInArray(activities.action, [...ACCESS_ACTIONS]),
  );
  if (!tripCondition) return tripChange;
  return and(
    tripChange,
    sql`${activities.modelId} in (select ${trips.id} from ${trips} where ${tripCondition})`,
  );
}

/** changesOnly: true leaves out the reads and exports (a record's history shows its changes). */
const changesOnly = (value: string | number | boolean) =>
  value === true
    ? notInArray(activities.action, [...ACCESS_ACTIONS])
    : sql`true`;

/** accessOnly: true keeps only the access record: reads, searches, exports, downloads, refusals. */
const accessOnly = (value: string | number | boolean) =>
  value === true ? inArray(activities.action, [...ACCESS_ACTIONS]) : sql`true`;

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
    ipAddress: row && readsAll(row.user) ? record.ipAddress : null,
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
    changesOnly: { kind: "boolean", build: changesOnly },
    accessOnly: { kind: "boolean", build: accessOnly },
  },
  dateColumn: activities.createdAt,
  access: activitiesApiModule.access,
  readOnly: true,
  // Patient data: reads by id and exports go to the activity record (issue 11).
  auditAccess: { modelType: "activity" },
  scope: activityScope,
});
