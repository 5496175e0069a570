/**
 * The transport reports' figures (issue 12), each one round trip of aggregates grouped in SQL.
 * Trips belong to the period by their scheduled pick-up (the pick-up index); invoices by their issue
 * date; payments by when they were received or paid. The period's days are the operator's
 * (TRIP_TIME_ZONE): from the start of fromDate to the start of the day after toDate.
 */
import {
  and,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type {
  RatesReport,
  ReportPeriod,
  RevenueLine,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import { AGEING_BUCKETS, rateOf } from "../../domain/schemas/report";
import { BOOKING_TYPES, TRIP_STATUSES } from "../../domain/schemas/tripParts";
import { dayBounds } from "../../domain/zonedTime";
import type { Db } from "../db/client";
import {
  facilities,
  invoiceAdjustments,
  invoicePayments,
  invoices,
  paymentAllocations,
  paymentRecords,
  trips,
} from "../db/schema";

const VOID = "void";
const COMPLETED_PAYMENT = "completed";

/** [start, end) of the period as instants. */
export function periodBounds(period: ReportPeriod, timeZone: string) {
  return {
    start: dayBounds(period.fromDate, timeZone).start,
    end: dayBounds(period.toDate, timeZone).end,
  };
}

const countAll = sql<number>`count(*)`.mapWith(Number);
const sumOf = (column: unknown) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Trips by status, by booking type and by facility: one scan, three grouping sets. */
export async function tripsReport(
  db: Db,
  period: ReportPeriod,
  timeZone: string,
): Promise<TripsReport> {
  const { start, end } = periodBounds(period, timeZone);
  const rows = await db
    .select({
      // 0 for the column the row is grouped by, 1 for the others.
      byStatus: sql<number>`grouping(${trips.tripStatus})`.mapWith(Number),
      byType: sql<number>`grouping(${trips.bookingType})`.mapWith(Number),
      status: trips.tripStatus,
      bookingType: trips.bookingType,
      facilityId: trips.facilityId,
      facilityName: facilities.name,
      trips: countAll,
    })
    .from(trips)
    .leftJoin(facilities, eq(facilities.id, trips.facilityId))
    .where(and(gte(trips.pickUpDatetime, start), lt(trips.pickUpDatetime, end)))
    .groupBy(
      sql`grouping sets ((${trips.tripStatus}), (${trips.bookingType}), (${trips.facilityId}, ${facilities.name}))`,
    );
  const statusRows = rows.filter((r) => r.byStatus === 0);
  const typeRows = rows.filter((r) => r.byType === 0);
  const facilityRows = rows.filter((r) => r.byStatus === 1 && r.byType === 1);
  return {
    ...period,
    total: statusRows.reduce((n, r) => n + r.trips, 0),
    byStatus: TRIP_STATUSES.map((status) => ({
      status,
      trips: statusRows.find((r) => r.status === status)?.trips ?? 0,
    })),
    byBookingType: BOOKING_TYPES.map((bookingType) => ({
      bookingType,
      trips: typeRows.find((r) => r.bookingType === bookingType)?.trips ?? 0,
    })),
    byFacility: facilityRows
      .map((r) => ({
        facilityId: r.facilityId,
        facilityName: r.facilityName,
        trips: r.trips,
      }))
      .sort(byTripsThenName),
  };
}

const byTripsThenName = (
  a: { trips: number; facilityName: string | null },
  b: { trips: number; facilityName: string | null },
) =>
  b.trips - a.trips ||
  // Trips without a facility last among equals.
  (a.facilityName ?? "\uffff").localeCompare(b.facilityName ?? "\uffff");

/** No-show and late-cancel rates per facility: one grouped scan of the period's trips. */
export async function ratesReport(
  db: Db,
  period: ReportPeriod,
  timeZone: string,
): Promise<RatesReport> {
  const { start, end } = periodBounds(period, timeZone);
  const outcome = (code: string) =>
    sql<number>`count(*) filter (where ${trips.outcomeCode} = ${code})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      facilityId: trips.facilityId,
      facilityName: facilities.name,
      trips: countAll,
      noShows: outcome("no-show"),
      lateCancels: outcome("late-cancel"),
    })
    .from(trips)
    .leftJoin(facilities, eq(facilities.id, trips.facilityId))
    .where(and(gte(trips.pickUpDatetime, start), lt(trips.pickUpDatetime, end)))
    .groupBy(trips.facilityId, facilities.name);
  return {
    ...period,
    facilities: rows
      .map((r) => ({
        ...r,
        noShowRate: rateOf(r.noShows, r.trips),
        lateCancelRate: rateOf(r.lateCancels, r.trips),
      }))
      .sort(byTripsThenName),
  };
}

const line = (
  billedCents: number,
  collectedCents: number,
  outstandingCents: number,
): RevenueLine => ({ billedCents, collectedCents, outstandingCents });

/**
 * Billed: non-void invoices issued in the period (their totals), plus private trips' completed
 * payments paid in the period (a record without paid_at, from before the ledger kept it, counts at
 * its creation). Collected: invoice payments received in the period, plus the same private
 * payments. Outstanding: what non-void invoices issued by the period's end still owed at its end
 * (total less the payments received and the adjustments made by then), aged by days from the issue
 * date to the period's last day. Void invoices count nowhere.
 */
export async function revenueReport(
  db: Db,
  period: ReportPeriod,
  timeZone: string,
): Promise<RevenueReport> {
  const { start, end } = periodBounds(period, timeZone);
  const [billed] = await db
    .select({ cents: sumOf(invoices.totalCents) })
    .from(invoices)
    .where(
      and(
        ne(invoices.submissionStatus, VOID),
        gte(invoices.issuedOn, period.fromDate),
        lte(invoices.issuedOn, period.toDate),
      ),
    );
  const [received] = await db
    .select({ cents: sumOf(invoicePayments.amountCents) })
    .from(invoicePayments)
    .where(
      and(
        gte(invoicePayments.receivedAt, start),
        lt(invoicePayments.receivedAt, end),
      ),
    );
  const [privatePaid] = await db
    .select({ cents: sumOf(paymentRecords.amountCents) })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.status, COMPLETED_PAYMENT),
        or(
          and(
            gte(paymentRecords.paidAt, start),
            lt(paymentRecords.paidAt, end),
          ),
          // Completed before the ledger kept paid_at (migration 0013): paid when recorded.
          and(
            isNull(paymentRecords.paidAt),
            gte(paymentRecords.createdAt, start),
            lt(paymentRecords.createdAt, end),
          ),
        ),
      ),
    );
  const ageing = await outstandingByAge(db, period, end);
  const outstanding = ageing.reduce((n, b) => n + b.outstandingCents, 0);
  const invoiced = line(billed.cents, received.cents, outstanding);
  const privateLine = line(privatePaid.cents, privatePaid.cents, 0);
  return {
    ...period,
    invoiced,
    private: privateLine,
    total: line(
      invoiced.billedCents + privateLine.billedCents,
      invoiced.collectedCents + privateLine.collectedCents,
      invoiced.outstandingCents,
    ),
    ageing,
  };
}

/** Each open invoice's balance at `end`, grouped by age in SQL (allocations and adjustments pre-summed). */
async function outstandingByAge(
  db: Db,
  period: ReportPeriod,
  end: Date,
): Promise<RevenueReport["ageing"]> {
  const paid = db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      cents: sql<number>`sum(${paymentAllocations.amountCents})`.as("paid"),
    })
    .from(paymentAllocations)
    .innerJoin(
      invoicePayments,
      eq(invoicePayments.id, paymentAllocations.paymentId),
    )
    .where(lt(invoicePayments.receivedAt, end))
    .groupBy(paymentAllocations.invoiceId)
    .as("paid");
  const adjusted = db
    .select({
      invoiceId: invoiceAdjustments.invoiceId,
      cents: sql<number>`sum(${invoiceAdjustments.amountCents})`.as("adjusted"),
    })
    .from(invoiceAdjustments)
    .where(lt(invoiceAdjustments.createdAt, end))
    .groupBy(invoiceAdjustments.invoiceId)
    .as("adjusted");
  const open = db
    .select({
      age: sql<number>`(${period.toDate}::date - ${invoices.issuedOn})`.as(
        "age",
      ),
      balance:
        sql<number>`(${invoices.totalCents} - coalesce(${paid.cents}, 0) - coalesce(${adjusted.cents}, 0))`.as(
          "balance",
        ),
    })
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .leftJoin(adjusted, eq(adjusted.invoiceId, invoices.id))
    .where(
      and(
        ne(invoices.submissionStatus, VOID),
        isNotNull(invoices.issuedOn),
        lte(invoices.issuedOn, period.toDate),
      ),
    )
    .as("open");
  const bucket = sql<string>`case when ${open.age} <= 30 then '0-30' when ${open.age} <= 60 then '31-60' when ${open.age} <= 90 then '61-90' else '90+' end`;
  const rows = await db
    .select({
      bucket,
      invoices: countAll,
      cents: sumOf(open.balance),
    })
    .from(open)
    .where(sql`${open.balance} > 0`)
    .groupBy(bucket);
  return AGEING_BUCKETS.map((b) => {
    const row = rows.find((r) => r.bucket === b);
    return {
      bucket: b,
      invoices: row?.invoices ?? 0,
      outstandingCents: row?.cents ?? 0,
    };
  });
}
