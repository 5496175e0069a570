/**
 * Trips (issue 9, §7): GET /trips/{id}, POST /trips/search, POST /trips (upsert) and
 * DELETE /trips/{id}, plus POST /trips/fare-quote through `routes`. Every query is scoped by
 * tripScope (server/trips/scope.ts) whatever the client sends; the write rules, fare and status
 * moves live in server/trips/.
 */
import { eq, isNotNull, isNull, sql } from "drizzle-orm";
import { tripsModule } from "../../domain/modules/trips";
import type { TripValues } from "../../domain/schemas/trip";
import { tripSchema, tripUpsertSchema } from "../../domain/schemas/trip";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import { TRIP_CSV_COLUMNS } from "./tripExportColumns";
import type { Db } from "../db/client";
import { trips } from "../db/schema";
import { tripEventRoutes } from "../trips/events";
import { notifyTripChange } from "../realtime/publish";
import { holdPaidFare } from "../payments/fareFreeze";
import { assignmentRoutes } from "../trips/assignment";
import { boardRoutes } from "../trips/board";
import { calendarRoutes } from "../trips/calendar";
import { positionRoutes } from "../trips/positions";
import { fareQuoteRoutes } from "../trips/fareQuote";
import { createReturnLeg } from "../trips/legs";
import type { TripRecord, TripRelations } from "../trips/rows";
import { loadTripRelations, tripPageColumns, tripToRow } from "../trips/rows";
import { tripScope } from "../trips/scope";
import { RACE_MESSAGE } from "../trips/status";
import { prepareTripValues, tripBodyValues } from "../trips/values";
import { DRIVER_EVENTS } from "../../domain/tripLifecycleChecks";
import type { PickUpPunctuality } from "../../domain/tripEnums";
import { OUTCOME_CODES, PICK_UP_PUNCTUALITIES } from "../../domain/tripEnums";
import { badRequest } from "../errors";
import { outcomeCondition, punctualityCondition } from "../trips/punctuality";

/** A value of a closed list, or 400 naming the filter and the values it takes. */
function oneOf<T extends string>(
  name: string,
  values: readonly T[],
  value: string | number | boolean,
): T {
  if (!(values as readonly unknown[]).includes(value))
    throw badRequest(`Filter ${name} expects one of: ${values.join(", ")}.`);
  return value as T;
}
const outcomeFilter = (name: string) => ({
  kind: "string" as const,
  build: (v: string | number | boolean) =>
    outcomeCondition(oneOf(name, OUTCOME_CODES, v)),
});

/** One activity row for a trip change, in the write's transaction. */
function recordTripActivity(
  tx: Db,
  actor: AuthUser,
  action: string,
  before: TripRecord | null,
  after: TripRecord | null,
  extra: {
    onBehalf?: boolean;
    withoutPosition?: boolean;
    screen?: string | null;
    note?: string | null;
  } = {},
): Promise<void> {
  return recordActivity(tx, {
    modelType: "trip",
    modelId: (after ?? before)?.id ?? "",
    action,
    actor,
    before,
    after,
    ...extra,
  });
}

export const tripEntity = defineEntity({
  entity: tripsModule.api.entity,
  prefix: tripsModule.api.prefix,
  table: trips,
  idColumn: trips.id,
  idField: tripsModule.api.idField,
  rowSchema: tripSchema,
  bodySchema: tripUpsertSchema,
  toRow: (record, row?: { user: AuthUser; relations: TripRelations }) =>
    tripToRow(record, row),
  loadRelations: (records, { app }) => loadTripRelations(app.db, records),
  pageColumns: tripPageColumns,
  valueFields: (body: TripValues) => tripBodyValues(body),
  sortable: {
    pickUpDatetime: trips.pickUpDatetime,
    createdAt: trips.createdAt,
    requesterName: trips.requesterName,
    patientName: trips.patientName,
    tripStatus: trips.tripStatus,
  },
  defaultSort: "pickUpDatetime",
  filters: {
    driverId: { kind: "uuid", column: trips.driverId },
    facilityId: { kind: "uuid", column: trips.facilityId },
    bookingType: { kind: "string", column: trips.bookingType },
    patientId: { kind: "uuid", column: trips.patientId },
    vehicleId: { kind: "uuid", column: trips.vehicleId },
    direction: { kind: "string", column: trips.direction },
    linkedTripId: { kind: "uuid", column: trips.linkedTripId },
    wheelchairTrip: { kind: "boolean", column: trips.wheelchairTrip },
    stretcherTrip: { kind: "boolean", column: trips.stretcherTrip },
    willCall: { kind: "boolean", column: trips.willCall },
    tripStatus: { kind: "string", column: trips.tripStatus },
    // §7 additionalArrayFilters: trip_status IN (…).
    tripStatuses: { kind: "string", column: trips.tripStatus },
    // Issue 29, the home page's panels. "No driver" and "needs dispatch" are written as the partial
    // indexes trips_unassigned_pick_up_idx and trips_flagged_pick_up_idx say, so a day's range reads
    // them; will-call returns waiting are narrowed inside a facility's or a day's range.
    unassigned: {
      kind: "boolean",
      build: (v) => (v ? isNull(trips.driverId) : isNotNull(trips.driverId)),
    },
    flagged: {
      kind: "boolean",
      build: (v) =>
        v ? isNotNull(trips.dispatchFindings) : isNull(trips.dispatchFindings),
    },
    willCallWaiting: {
      kind: "boolean",
      build: (v) =>
        v
          ? sql`(${trips.willCall} and ${trips.willCallActivatedAt} is null)`
          : sql`not (${trips.willCall} and ${trips.willCallActivatedAt} is null)`,
    },
    // Issue 29, the dashboard's tiles: a trip's outcome (one, or any of several as §7 arrays go) and
    // its pick-up punctuality, by analytics' own conditions (server/trips/punctuality.ts).
    outcomeCode: outcomeFilter("outcomeCode"),
    outcomeCodes: outcomeFilter("outcomeCodes"),
    pickUpPunctuality: {
      kind: "string",
      build: (v) =>
        punctualityCondition(
          oneOf<PickUpPunctuality>(
            "pickUpPunctuality",
            PICK_UP_PUNCTUALITIES,
            v,
          ),
        ),
    },
  },
  searchColumn: trips.searchText,
  dateColumn: trips.pickUpDatetime,
  access: tripsModule.access,
  attributes: "trip",
  csvColumns: TRIP_CSV_COLUMNS,
  // Patient data: reads by id, searches, exports and refused attempts go to the activity record
  // (issues 11 and 21).
  auditAccess: { modelType: "trip", searches: true, refusals: true },
  scope: tripScope,
  prepareValues: (body, values, existing, { app, user }) =>
    prepareTripValues(app, user, body, values, existing),
  // Two writers that read the same status: the first wins, the second gets 409.
  updateGuard: (existing) => ({
    condition: eq(trips.tripStatus, existing.tripStatus),
    message: RACE_MESSAGE,
  }),
  onCreated: async (record, body, { app, user, tx, prepared }) => {
    const screen = body.screen ?? null;
    await recordTripActivity(tx, user, "created", null, record, {
      screen,
      note: prepared?.assignmentNote ?? null,
    });
    await notifyTripChange(tx, record);
    if (!body.isRoundTrip || record.direction !== "outbound") return;
    const { outbound, returnLeg } = await createReturnLeg(
      tx,
      record,
      body,
      app.config.TRIP_TIME_ZONE,
    );
    await recordTripActivity(tx, user, "created", null, returnLeg, { screen });
    await notifyTripChange(tx, returnLeg);
    return outbound;
  },
  onUpdated: async (updated, existing, body, { user, tx, prepared }) => {
    // Issue 21: a payment completed since the preparation's check still freezes the fare.
    await holdPaidFare(tx, existing, updated);
    const move = prepared?.move;
    await recordTripActivity(
      tx,
      user,
      move?.event ?? "updated",
      existing,
      updated,
      {
        onBehalf: move?.onBehalf ?? false,
        screen: body.screen ?? null,
        note: prepared?.assignmentNote ?? null,
        // The upsert carries no position: a road step made through it is marked so in the history.
        withoutPosition: !!move && DRIVER_EVENTS.has(move.event),
      },
    );
    await notifyTripChange(tx, existing, updated);
  },
  onDeleted: async (record, { user, tx }) => {
    await recordTripActivity(tx, user, "deleted", record, null);
    await notifyTripChange(tx, record);
  },
  routes: (app) => {
    fareQuoteRoutes(app);
    tripEventRoutes(app);
    assignmentRoutes(app);
    boardRoutes(app);
    calendarRoutes(app);
    positionRoutes(app);
  },
});
