/**
 * Payment records (issue 12): GET /payment-records/{id}, POST /payment-records/search, POST
 * /payment-records (a payment the office records: cash, check, insurance or other) and DELETE
 * /payment-records/{id} (pending or failed only), plus the checkout link, refunds and the public
 * checkout (server/payments/). Holders of view-payment-records read; administrators write. A trip's
 * `paymentRecord` extra is its latest record (server/trips/rows.ts); it is paid only when that one
 * is completed (§4).
 */
import { and, eq, gte, inArray, isNull, lt, ne, or } from "drizzle-orm";
import { dayBounds } from "../../domain/zonedTime";
import { paymentLedgerModule } from "../../domain/modules/paymentLedger";
import { PAYMENT_STATUS_LABELS } from "../../domain/exportLabels";
import { labelOf, localDateTime } from "../../domain/exportValues";
import { formatCents } from "../../domain/money";
import type {
  PaymentRecord,
  PaymentRecordValues,
} from "../../domain/schemas/paymentRecord";
import {
  PAYMENT_RECORD_MESSAGES as M,
  paymentRecordSchema,
  paymentRecordUpsertSchema,
} from "../../domain/schemas/paymentRecord";
import { rowCsvColumns } from "../crud/csvColumns";
import type { EntityContext } from "../crud/entity";
import { defineEntity } from "../crud/entity";
import type { Db } from "../db/client";
import type { SQL } from "drizzle-orm";
import { paymentRecords, trips } from "../db/schema";
import { filterDay } from "../crud/filterDay";
import { conflict, unprocessable } from "../errors";
import { paymentAdminRoutes } from "../payments/adminRoutes";
import { checkoutRoutes } from "../payments/checkoutRoutes";
import type { PaymentRecordRow } from "../payments/ledger";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Records settled through a provider change only through a refund. */
const SETTLED = new Set(["completed", "refunded"]);

type TripFacts = NonNullable<PaymentRecord["trip"]>;

/** The trips of a page of records, in one query. */
async function loadTrips(
  db: Db,
  records: readonly PaymentRecordRow[],
): Promise<Map<string, TripFacts>> {
  const ids = [...new Set(records.map((r) => r.tripId))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: trips.id,
      pickUpDatetime: trips.pickUpDatetime,
      pickUpAddress: trips.pickUpAddress,
      dropOffAddress: trips.dropOffAddress,
    })
    .from(trips)
    .where(inArray(trips.id, ids));
  return new Map(
    rows.map((t) => [
      t.id,
      {
        pickUpDatetime: t.pickUpDatetime.toISOString(),
        originName: t.pickUpAddress.name,
        destinationName: t.dropOffAddress.name,
      },
    ]),
  );
}

/** The API row: every column but the checkout token, and the trip when the page loaded it. */
export const paymentRecordRow = (
  r: PaymentRecordRow,
  tripsById?: ReadonlyMap<string, TripFacts>,
): PaymentRecord => ({
  _id: r.id,
  id: r.id,
  paymentRecordId: r.id,
  tripId: r.tripId,
  amountCents: r.amountCents,
  method: r.method,
  status: r.status as PaymentRecord["status"],
  provider: r.provider,
  providerReference: r.providerReference,
  paidAt: iso(r.paidAt),
  refundedAt: iso(r.refundedAt),
  failureReason: r.failureReason,
  trip: tripsById?.get(r.tripId) ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function checkWrite(
  body: PaymentRecordValues,
  existing: PaymentRecordRow | null,
  { app }: EntityContext,
): Promise<void> {
  if (body.status === "refunded" && existing?.status !== "refunded")
    throw unprocessable(M.refundedThroughRefund, [
      { field: "status", message: M.refundedThroughRefund },
    ]);
  if (
    existing &&
    SETTLED.has(existing.status) &&
    existing.provider !== "manual"
  )
    throw conflict(M.settled);
  if (existing?.status === "refunded") throw conflict(M.settled);
  if (body.method === "card" && existing?.method !== "card")
    throw unprocessable(M.cardThroughCheckout, [
      { field: "method", message: M.cardThroughCheckout },
    ]);
  const [trip] = await app.db
    .select({ id: trips.id })
    .from(trips)
    .where(eq(trips.id, body.tripId))
    .limit(1);
  if (!trip)
    throw unprocessable(M.unknownTrip, [
      { field: "tripId", message: M.unknownTrip },
    ]);
  if (body.status === "completed") {
    const [paid] = await app.db
      .select({ id: paymentRecords.id })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.tripId, body.tripId),
          eq(paymentRecords.status, "completed"),
          existing ? ne(paymentRecords.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (paid) throw conflict(M.alreadyPaid);
  }
}

/**
 * Paid on or after a day's start / before the next day's start in the operator's zone, a record
 * without paid_at counting at its creation: the revenue report's "paid in the period"
 * (server/reports/revenueReport.ts), so the dashboard's private payments are this list (issue 29).
 */
const paidFrom = (start: Date) =>
  or(
    gte(paymentRecords.paidAt, start),
    and(isNull(paymentRecords.paidAt), gte(paymentRecords.createdAt, start)),
  ) as SQL;
const paidBefore = (end: Date) =>
  or(
    lt(paymentRecords.paidAt, end),
    and(isNull(paymentRecords.paidAt), lt(paymentRecords.createdAt, end)),
  ) as SQL;

export const paymentRecordEntity = defineEntity({
  entity: paymentLedgerModule.api.entity,
  prefix: paymentLedgerModule.api.prefix,
  table: paymentRecords,
  idColumn: paymentRecords.id,
  idField: paymentLedgerModule.api.idField,
  rowSchema: paymentRecordSchema,
  bodySchema: paymentRecordUpsertSchema,
  loadRelations: (records, { app }) => loadTrips(app.db, records),
  toRow: (record, row?: { relations: Map<string, TripFacts> }) =>
    paymentRecordRow(record, row?.relations),
  valueFields: (body: PaymentRecordValues) => ({
    paidAt: body.paidAt ? new Date(body.paidAt) : null,
  }),
  sortable: {
    createdAt: paymentRecords.createdAt,
    paidAt: paymentRecords.paidAt,
    amountCents: paymentRecords.amountCents,
    status: paymentRecords.status,
    method: paymentRecords.method,
  },
  defaultSort: "createdAt",
  filters: {
    tripId: { kind: "uuid", column: paymentRecords.tripId },
    method: { kind: "string", column: paymentRecords.method },
    status: { kind: "string", column: paymentRecords.status },
    provider: { kind: "string", column: paymentRecords.provider },
  },
  // Days in the operator's zone, which only the app's configuration knows.
  requestFilters: async (_request, { app }) => {
    const zone = app.config.TRIP_TIME_ZONE;
    return {
      paidFrom: {
        kind: "string",
        build: (v) => paidFrom(dayBounds(filterDay("paidFrom", v), zone).start),
      },
      paidTo: {
        kind: "string",
        build: (v) => paidBefore(dayBounds(filterDay("paidTo", v), zone).end),
      },
    };
  },
  dateColumn: paymentRecords.createdAt,
  access: paymentLedgerModule.access,
  csvColumns: rowCsvColumns<PaymentRecord>([
    "tripId",
    { header: "amountCents", value: (r) => formatCents(r.amountCents) },
    "method",
    { header: "status", value: (r) => labelOf(PAYMENT_STATUS_LABELS, r.status) }, // prettier-ignore
    "provider",
    "providerReference",
    { header: "paidAt", value: (r, cx) => localDateTime(r.paidAt, cx.timeZone) }, // prettier-ignore
    { header: "refundedAt", value: (r, cx) => localDateTime(r.refundedAt, cx.timeZone) }, // prettier-ignore
    { header: "createdAt", value: (r, cx) => localDateTime(r.createdAt, cx.timeZone) }, // prettier-ignore
  ]),
  beforeWrite: checkWrite,
  // The office's own records are "manual"; a completed one without a date was paid now.
  prepareValues: async (body, _values, existing) => ({
    values: {
      ...(existing ? {} : { provider: "manual" }),
      paidAt: body.paidAt
        ? new Date(body.paidAt)
        : body.status === "completed"
          ? (existing?.paidAt ?? new Date())
          : null,
    },
  }),
  beforeDelete: (existing) => {
    if (SETTLED.has(existing.status)) throw conflict(M.deleteSettled);
  },
  routes: (app) => {
    paymentAdminRoutes(app, paymentRecordRow);
    checkoutRoutes(app);
  },
});
