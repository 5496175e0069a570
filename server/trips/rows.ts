/**
 * The read side of a trip (§3): every column of the row plus its extras — the patient, the route
 * location pair, the fare and the latest payment record. A page of trips loads its patients and
 * payment records in one query each, never one per row. Dispatcher notes reach trip staff only.
 */
import type { SQL } from "drizzle-orm";
import { desc, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Trip, TripAddress } from "../../domain/schemas/trip";
import { tripSchema } from "../../domain/schemas/trip";
import type { AuthUser } from "../auth/authUser";
import type { RowContext } from "../crud/entity";
import { columnsToRow } from "../crud/mapping";
import type { Db } from "../db/client";
import { patients, paymentRecords, tripPositions, trips } from "../db/schema";
import { seesAllTrips, tripInScope } from "./scope";

export type TripRecord = typeof trips.$inferSelect;

type PatientExtra = NonNullable<Trip["patient"]>;
type PaymentExtra = NonNullable<Trip["paymentRecord"]>;

/** The extras of a page of trips, keyed by patient id and by trip id. */
export interface TripRelations {
  patients: Map<string, PatientExtra>;
  payments: Map<string, PaymentExtra>;
  /** The latest reported position of the page's trips under way (issue 10). */
  positions: Map<string, NonNullable<Trip["lastPosition"]>>;
}

/** Trips whose drivers report positions: only these pay for the look-up. */
const UNDER_WAY = new Set(["in-progress", "delayed"]);

const baseRow = columnsToRow({
  table: trips,
  idColumn: trips.id,
  idField: "tripId",
  rowSchema: tripSchema,
});

/** Stored addresses may leave line2 or the coordinates out; rows always carry them (null). */
const addressRow = (a: TripAddress) => ({
  ...a,
  line2: a.line2 ?? null,
  latitude: a.latitude ?? null,
  longitude: a.longitude ?? null,
});

/** §9 money: whole dollars and the cents zero-padded to two digits ("05"). */
export const fareExtra = (record: TripRecord): Trip["fare"] => {
  if (!record.fare || !record.fareId) return null;
  const totalCents = record.fareTotalCents ?? record.fare.totalCents;
  return {
    fareId: record.fareId,
    totalCents,
    totalCostDollars: Math.floor(totalCents / 100),
    totalCostCents: String(totalCents % 100).padStart(2, "0"),
    estimated: record.distanceEstimated,
  };
};

/** The keys under which a search page's records carry their patient and latest payment record. */
const PAGE_PATIENT = "__patient";
const PAGE_PAYMENT = "__payment";

/**
 * The patient and the latest payment record of each trip, read inside the search's page statement
 * (EntityConfig.pageColumns): two correlated look-ups per row on their indexes, instead of two more
 * statements per page.
 */
export const tripPageColumns: Record<string, SQL> = {
  [PAGE_PATIENT]: sql`(select json_build_object('patientId', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'phone', p.phone) from ${patients} p where p.id = ${trips}.patient_id)`,
  [PAGE_PAYMENT]: sql`(select json_build_object('paymentRecordId', r.id, 'status', r.status, 'amount', r.amount_cents) from ${paymentRecords} r where r.trip_id = ${trips}.id order by r.created_at desc, r.id desc limit 1)`,
};

type PageRecord = TripRecord & {
  [PAGE_PATIENT]?: PatientExtra | null;
  [PAGE_PAYMENT]?: PaymentExtra | null;
};

/** The relations a search page's statement already read, or null when the records lack them. */
function relationsOnPage(
  records: readonly PageRecord[],
): Pick<TripRelations, "patients" | "payments"> | null {
  if (!records.every((r) => PAGE_PATIENT in r && PAGE_PAYMENT in r))
    return null;
  const patientsOf = new Map<string, PatientExtra>();
  const paymentsOf = new Map<string, PaymentExtra>();
  for (const r of records) {
    const patient = r[PAGE_PATIENT];
    const payment = r[PAGE_PAYMENT];
    if (patient) patientsOf.set(r.patientId, patient);
    if (payment) paymentsOf.set(r.id, payment);
  }
  return { patients: patientsOf, payments: paymentsOf };
}

/** One query per relation for the whole page (none for what the page's statement read). */
export async function loadTripRelations(
  db: Db,
  records: readonly TripRecord[],
): Promise<TripRelations> {
  const onPage = relationsOnPage(records);
  const patientIds = onPage
    ? []
    : [...new Set(records.map((r) => r.patientId))];
  const tripIds = onPage ? [] : records.map((r) => r.id);
  const underWay = records
    .filter((r) => UNDER_WAY.has(r.tripStatus))
    .map((r) => r.id);
  const [patientRows, paymentRows, positionRows] = await Promise.all([
    patientIds.length
      ? db
          .select({
            patientId: patients.id,
            firstName: patients.firstName,
            lastName: patients.lastName,
            phone: patients.phone,
          })
          .from(patients)
          .where(inArray(patients.id, patientIds))
      : [],
    tripIds.length
      ? // The latest record of each trip is its paymentRecord (§3).
        db
          .selectDistinctOn([paymentRecords.tripId], {
            tripId: paymentRecords.tripId,
            paymentRecordId: paymentRecords.id,
            status: paymentRecords.status,
            amount: paymentRecords.amountCents,
          })
          .from(paymentRecords)
          .where(inArray(paymentRecords.tripId, tripIds))
          .orderBy(
            paymentRecords.tripId,
            desc(paymentRecords.createdAt),
            desc(paymentRecords.id),
          )
      : [],
    underWay.length
      ? db
          .selectDistinctOn([tripPositions.tripId])
          .from(tripPositions)
          .where(inArray(tripPositions.tripId, underWay))
          .orderBy(
            tripPositions.tripId,
            desc(tripPositions.recordedAt),
            desc(tripPositions.id),
          )
      : [],
  ]);
  if (onPage) return { ...onPage, positions: positionsOf(positionRows) };
  return {
    patients: new Map(patientRows.map((p) => [p.patientId, p])),
    payments: new Map(
      paymentRows.map(({ tripId, ...p }) => [
        tripId,
        { ...p, status: p.status as PaymentExtra["status"] },
      ]),
    ),
    positions: positionsOf(positionRows),
  };
}

const positionsOf = (
  rows: readonly (typeof tripPositions.$inferSelect)[],
): TripRelations["positions"] =>
  new Map(
    rows.map((p) => [
      p.tripId,
      {
        latitude: p.latitude,
        longitude: p.longitude,
        accuracy: p.accuracy,
        recordedAt: p.recordedAt.toISOString(),
      },
    ]),
  );

/** Dispatcher notes are the office's: trip staff see them, drivers and bookers never do. */
export const seesDispatcherNotes = (user: AuthUser): boolean =>
  seesAllTrips(user);

/** The API row of one trip, given its page's relations. */
export function tripToRow(
  record: TripRecord,
  row?: RowContext<TripRelations>,
): Trip {
  // The extras are added to the fresh base row itself: a copy of ~60 fields per row was 6% of a
  // search page's time (issue 13).
  return Object.assign(baseRow(record), {
    pickUpAddress: addressRow(record.pickUpAddress),
    dropOffAddress: addressRow(record.dropOffAddress),
    dispatcherNotes:
      row && seesDispatcherNotes(row.user) ? record.dispatcherNotes : null,
    patient: row?.relations.patients.get(record.patientId) ?? null,
    routeLocationPair: {
      routeLocationPairId: record.routeLocationPairId,
      originName: record.pickUpAddress.name,
      destinationName: record.dropOffAddress.name,
    },
    fare: fareExtra(record),
    paymentRecord: row?.relations.payments.get(record.id) ?? null,
    lastPosition: row?.relations.positions.get(record.id) ?? null,
  }) as unknown as Trip;
}

/** The rows of these trip records for this user (relations batch-loaded through `db`). */
export async function toTripRows(
  app: FastifyInstance,
  user: AuthUser,
  records: readonly TripRecord[],
  db: Db = app.db,
): Promise<Trip[]> {
  if (records.length === 0) return [];
  const relations = await loadTripRelations(db, records);
  return records.map((r) => tripToRow(r, { user, relations }));
}

/**
 * One trip as this user may see it, or null when it does not exist or is outside their scope. Pass
 * the transaction when calling from inside one (it sees its own uncommitted changes).
 */
export async function tripRowById(
  app: FastifyInstance,
  user: AuthUser,
  tripId: string,
  tx?: Db,
): Promise<Trip | null> {
  if (!z.uuid().safeParse(tripId).success) return null;
  const db = tx ?? app.db;
  const [record] = await db
    .select()
    .from(trips)
    .where(tripInScope(user, tripId))
    .limit(1);
  if (!record) return null;
  const [row] = await toTripRows(app, user, [record], db);
  return row;
}
