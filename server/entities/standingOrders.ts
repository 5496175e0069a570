/**
 * Standing orders (issue 10): the generic calls under /standing-orders (search, get, upsert,
 * delete) plus POST /standing-orders/{id}/pause. Saving an order generates its trips at once and
 * moves or cancels its future unstarted ones; deleting it cancels them. Dispatch only.
 */
import { eq, inArray } from "drizzle-orm";
import { standingOrdersModule } from "../../domain/modules/standingOrders";
import type {
  StandingOrder,
  StandingOrderValues,
} from "../../domain/schemas/standingOrder";
import {
  STANDING_ORDER_MESSAGES as SM,
  standingOrderSchema,
  standingOrderUpsertSchema,
} from "../../domain/schemas/standingOrder";
import { recordActivity } from "../activities/record";
import { defineEntity } from "../crud/entity";
import { columnsToRow } from "../crud/mapping";
import type { Db } from "../db/client";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import {
  drivers,
  facilities,
  insuranceProviders,
  patients,
  standingOrderPauses,
  standingOrders,
  vehicles,
} from "../db/schema";
import {
  cancelTrips,
  futureTrips,
  reconcileOrder,
} from "../standingOrders/changes";
import type { StandingOrderRecord } from "../standingOrders/generate";
import { generateStandingOrderTrips } from "../standingOrders/generate";
import { standingOrderPauseRoutes } from "../standingOrders/pause";
import { fieldError } from "../trips/writeRules";

interface OrderRelations {
  names: Map<string, string>;
  pauses: Map<string, StandingOrder["pauses"]>;
}

const baseRow = columnsToRow({
  table: standingOrders,
  idColumn: standingOrders.id,
  idField: standingOrdersModule.api.idField,
  rowSchema: standingOrderSchema,
});

const place = (a: StandingOrderRecord["pickUpAddress"]) => ({
  ...a,
  line2: a.line2 ?? null,
  latitude: a.latitude ?? null,
  longitude: a.longitude ?? null,
});

async function loadRelations(
  db: Db,
  records: readonly StandingOrderRecord[],
): Promise<OrderRelations> {
  if (records.length === 0) return { names: new Map(), pauses: new Map() };
  const [people, pauses] = await Promise.all([
    db
      .select({
        id: patients.id,
        first: patients.firstName,
        last: patients.lastName,
      })
      .from(patients)
      .where(
        inArray(patients.id, [...new Set(records.map((r) => r.patientId))]),
      ),
    db
      .select()
      .from(standingOrderPauses)
      .where(
        inArray(
          standingOrderPauses.standingOrderId,
          records.map((r) => r.id),
        ),
      )
      .orderBy(standingOrderPauses.fromDate),
  ]);
  const byOrder = new Map<string, StandingOrder["pauses"]>();
  for (const p of pauses)
    byOrder.set(p.standingOrderId, [
      ...(byOrder.get(p.standingOrderId) ?? []),
      {
        pauseId: p.id,
        fromDate: p.fromDate,
        toDate: p.toDate,
        reason: p.reason,
      },
    ]);
  return {
    names: new Map(people.map((p) => [p.id, `${p.last} ${p.first}`])),
    pauses: byOrder,
  };
}

/** The references an order makes must exist: field errors, not the generic foreign-key 422. */
async function checkReferences(
  db: Db,
  body: StandingOrderValues,
): Promise<void> {
  const checks = [
    [body.patientId, patients, patients.id, "patientId", SM.unknownPatient],
    [
      body.preferredDriverId,
      drivers,
      drivers.id,
      "preferredDriverId",
      "This driver does not exist.",
    ],
    [
      body.preferredVehicleId,
      vehicles,
      vehicles.id,
      "preferredVehicleId",
      "This vehicle does not exist.",
    ],
    // Billed as its trips are (issue 22): the facility and the insurer must exist too.
    [
      body.facilityId,
      facilities,
      facilities.id,
      "facilityId",
      TRIP_MESSAGES.unknownFacility,
    ],
    [
      body.insuranceProviderId,
      insuranceProviders,
      insuranceProviders.id,
      "insuranceProviderId",
      TRIP_MESSAGES.unknownInsurer,
    ],
  ] as const;
  for (const [value, table, column, field, message] of checks) {
    if (!value) continue;
    const [row] = await db
      .select({ id: column })
      .from(table)
      .where(eq(column, value))
      .limit(1);
    if (!row) throw fieldError(field, message);
  }
}

export const standingOrderEntity = defineEntity({
  entity: standingOrdersModule.api.entity,
  prefix: standingOrdersModule.api.prefix,
  table: standingOrders,
  idColumn: standingOrders.id,
  idField: standingOrdersModule.api.idField,
  rowSchema: standingOrderSchema,
  bodySchema: standingOrderUpsertSchema,
  loadRelations: (records, { app }) => loadRelations(app.db, records),
  toRow: (record, row?: { relations: OrderRelations }) =>
    ({
      ...baseRow(record),
      pickUpAddress: place(record.pickUpAddress),
      dropOffAddress: place(record.dropOffAddress),
      patientName: row?.relations.names.get(record.patientId) ?? null,
      pauses: row?.relations.pauses.get(record.id) ?? [],
    }) as StandingOrder,
  sortable: {
    createdAt: standingOrders.createdAt,
    startDate: standingOrders.startDate,
    endDate: standingOrders.endDate,
  },
  defaultSort: "createdAt",
  filters: {
    patientId: { kind: "uuid", column: standingOrders.patientId },
    facilityId: { kind: "uuid", column: standingOrders.facilityId },
  },
  // Patient data: reads by id and exports go to the activity record (issue 11).
  auditAccess: { modelType: "standing-order" },
  access: standingOrdersModule.access,
  beforeWrite: (body, _existing, { app }) => checkReferences(app.db, body),
  prepareValues: async (_body, values, existing, { user }) => ({
    values: existing ? values : { ...values, createdByUserId: user.userId },
    prepared: undefined,
  }),
  afterCreate: async (record, { app }) => {
    await generateStandingOrderTrips(app, { orderId: record.id });
  },
  afterUpdate: async (updated, _existing, { app, user }) => {
    await reconcileOrder(app, updated, user);
    await generateStandingOrderTrips(app, { orderId: updated.id });
  },
  // Before the delete unlinks them (standing_order_id is set null), the order's coming trips go.
  beforeDelete: async (record, { app, user }) => {
    const coming = await futureTrips(app.db, record.id);
    await app.db.transaction((tx: Db) =>
      cancelTrips(tx, coming, "dispatch", SM.generatedCancel, user),
    );
  },
  onDeleted: async (record, { user, tx }) => {
    await recordActivity(tx, {
      modelType: "standing-order",
      modelId: record.id,
      action: "deleted",
      actor: user,
      before: record,
      after: null,
    });
  },
  routes: (app) => standingOrderPauseRoutes(app),
});
