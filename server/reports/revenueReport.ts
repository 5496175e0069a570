/**
 * The revenue report's figures (issue 12): billed, collected and outstanding, and the receivables'
 * ageing, each aggregated in SQL. Split from ./transportReports.ts, whose ReportFilter narrows them
 * to a facility for analytics (server/analytics).
 */
import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type {
  ReportPeriod,
  RevenueLine,
  RevenueReport,
} from "../../domain/schemas/report";
import { AGEING_BUCKETS } from "../../domain/schemas/report";
import type { Db } from "../db/client";
import {
  invoiceAdjustments,
  invoicePayments,
  invoices,
  paymentAllocations,
  paymentRecords,
  trips,
} from "../db/schema";
import type { ReportFilter } from "./reportQueries";
import { countAll, periodBounds, sumOf } from "./reportQueries";

const VOID = "void";
const COMPLETED_PAYMENT = "completed";

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
  filter: ReportFilter = {},
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
        filter.invoices,
      ),
    );
  const received = await collectedOnInvoices(db, start, end, filter);
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
        filter.trips &&
          inArray(
            paymentRecords.tripId,
            db.select({ id: trips.id }).from(trips).where(filter.trips),
          ),
      ),
    );
  const ageing = await outstandingByAge(db, period, end, filter);
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

/**
 * Invoice payments received in [start, end): the payments' whole amounts for the operation, what
 * they allocated to the filtered invoices for a part of it.
 */
async function collectedOnInvoices(
  db: Db,
  start: Date,
  end: Date,
  filter: ReportFilter,
): Promise<{ cents: number }> {
  const received = and(
    gte(invoicePayments.receivedAt, start),
    lt(invoicePayments.receivedAt, end),
  );
  if (!filter.invoices) {
    const [row] = await db
      .select({ cents: sumOf(invoicePayments.amountCents) })
      .from(invoicePayments)
      .where(received);
    return row;
  }
  const [row] = await db
    .select({ cents: sumOf(paymentAllocations.amountCents) })
    .from(paymentAllocations)
    .innerJoin(
      invoicePayments,
      eq(invoicePayments.id, paymentAllocations.paymentId),
    )
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(and(received, filter.invoices));
  return row;
}

/** Each open invoice's balance at `end`, grouped by age in SQL (allocations and adjustments pre-summed). */
export async function outstandingByAge(
  db: Db,
  period: ReportPeriod,
  end: Date,
  filter: ReportFilter = {},
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
        filter.invoices,
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
