/**
 * The app-wide change record (issue 9), read-only: POST /activities/search and GET
 * /activities/{activityId}. Holders of view-activities (and administrators) read every row; the
 * others read the history of the trips they can see and of the workspaces they are approved members
 * of, and nothing else. Values of dispatcher notes are the office's: a reader who may not see them
 * on the trip does not see them here either.
 *
 * A record can hold others' changes (issue 24): a task's and a membership's rows carry their
 * workspace as context, so {modelType: "workspace", modelId} answers the workspace's own changes
 * and those made inside it. Naming a workspace is refused to a non-member (403) whatever their
 * privileges, and an unknown one is 404 (workspaceActivityGuard).
 */
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { activitiesApiModule } from "../../domain/modules/trips";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../domain/privileges";
import { ACCESS_ACTIONS, activitySchema } from "../../domain/schemas/activity";
import type { ParsedSearchRequest } from "../../domain/schemas/search";
import type { AuthUser } from "../auth/authUser";
import type { EntityContext } from "../crud/entity";
import { defineEntity } from "../crud/entity";
import { WORKSPACE_NOT_FOUND } from "../crud/membership";
import { activities, trips, workspaces } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { seesDispatcherNotes } from "../trips/rows";
import { tripScope } from "../trips/scope";
import {
  membershipOf,
  myWorkspaceIds,
  readsEveryWorkspace,
  roleReaches,
} from "../workspaces/membership";

const WORKSPACE = "workspace";
/** The model types whose records hold other records' changes (their rows' context). */
const CONTEXT_TYPES: readonly string[] = [WORKSPACE];

/** Fields whose values only trip staff may read (see server/trips/rows.ts). */
const OFFICE_FIELDS: ReadonlySet<string> = new Set(["dispatcherNotes"]);

const readsAll = (user: AuthUser): boolean =>
  hasAnyPrivilege(user, [P.viewActivities]);

/** The changes of the user's workspaces and inside them. */
function workspaceChanges(user: AuthUser): SQL | undefined {
  const mine = myWorkspaceIds(user);
  return or(
    and(eq(activities.modelType, WORKSPACE), inArray(activities.modelId, mine)),
    and(
      eq(activities.contextType, WORKSPACE),
      inArray(activities.contextId, mine),
    ),
  );
}

/** The activity rows this user may read, as a condition on the activities table. */
export function activityScope(user: AuthUser) {
  if (readsAll(user)) return undefined;
  const tripCondition = tripScope(user);
  const tripChange = and(
    eq(activities.modelType, "trip"),
    tripCondition
      ? sql`${activities.modelId} in (select ${trips.id} from ${trips} where ${tripCondition})`
      : undefined,
  );
  // Who read or exported what is for holders of view-activities only (issue 11).
  return and(
    notInArray(activities.action, [...ACCESS_ACTIONS]),
    or(tripChange, workspaceChanges(user)),
  );
}

/** modelType: the type's own rows; for a type that holds others (a workspace), theirs too. */
const modelTypeIs = (value: string | number | boolean) => {
  const type = String(value);
  const own = eq(activities.modelType, type);
  return CONTEXT_TYPES.includes(type)
    ? (or(own, eq(activities.contextType, type)) ?? own)
    : own;
};

/**
 * modelId: the record's own rows and those made inside it. With modelType this is exactly the
 * record's history: a row inside a workspace is a task's or a member's (their ids are never a
 * workspace's), and a workspace's own rows carry no context.
 */
const modelIdIs = (value: string | number | boolean) => {
  const id = String(value);
  const own = eq(activities.modelId, id);
  return (
    or(
      own,
      and(
        inArray(activities.contextType, [...CONTEXT_TYPES]),
        eq(activities.contextId, id),
      ),
    ) ?? own
  );
};

/** A filter's value as the body names it, at the top level or in additionalStringFilters. */
function named(body: ParsedSearchRequest, key: "modelType" | "modelId") {
  const top: unknown = body[key];
  const inMap: unknown = body.additionalStringFilters?.[key];
  const value = top ?? inMap;
  return typeof value === "string" ? value : undefined;
}

const uuid = z.uuid();

/**
 * A search naming a workspace's activity: 404 for an unknown workspace, 403 for a caller who is not
 * an approved member of it (system administrators read every workspace), whatever else they hold.
 */
export async function workspaceActivityGuard(
  body: ParsedSearchRequest,
  { app, user }: EntityContext,
): Promise<void> {
  const workspaceId = named(body, "modelId");
  if (named(body, "modelType") !== WORKSPACE || !workspaceId) return;
  // A value that cannot be an id matches nothing (the search's own rule): nothing to guard.
  if (!uuid.safeParse(workspaceId).success) return;
  const [found] = await app.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  if (!found) throw notFound(WORKSPACE_NOT_FOUND);
  if (readsEveryWorkspace(user)) return;
  const membership = await membershipOf(app.db, workspaceId, user.userId);
  if (!roleReaches(membership, "viewer")) throw forbidden();
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
    modelType: { kind: "string", build: modelTypeIs },
    modelId: { kind: "uuid", build: modelIdIs },
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
  searchGuard: workspaceActivityGuard,
});
