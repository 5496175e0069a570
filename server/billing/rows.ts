/** API rows of an invoice and of the rows its balance is made of. */
import { asc, eq, sql } from "drizzle-orm";
import type { Invoice, InvoiceLedger } from "../../domain/schemas/invoice";
import type { LineComponent } from "../../domain/billing/hcpcs";
import { LINE_COMPONENTS } from "../../domain/billing/hcpcs";
import type { Db } from "../db/client";
import {
  invoiceAdjustments,
  invoiceLines,
  invoicePayments,
  paymentAllocations,
} from "../db/schema";
import type { InvoiceRecord } from "./ledger";

/** The components as an SQL array literal (constants of ours, never input). */
const COMPONENT_ORDER = sql.raw(
  `array[${LINE_COMPONENTS.map((c) => `'${c}'`).join(",")}]::text[]`,
);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function invoiceToRow(r: InvoiceRecord): Invoice {
  return {
    _id: r.id,
    id: r.id,
    invoiceId: r.id,
    invoiceNumber: r.invoiceNumber,
    facilityId: r.facilityId,
    insuranceProviderId: r.insuranceProviderId,
    billedToName: r.billedToName,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    submissionStatus: r.submissionStatus,
    reviewStatus: r.reviewStatus,
    denialReason: r.denialReason,
    settlementStatus: r.settlementStatus,
    totalCents: r.totalCents,
    paidCents: r.paidCents,
    adjustedCents: r.adjustedCents,
    balanceCents: r.balanceCents,
    issuedOn: r.issuedOn,
    dueOn: r.dueOn,
    sentAt: iso(r.sentAt),
    voidedAt: iso(r.voidedAt),
    voidReason: r.voidReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The invoice with its lines, payments and adjustments (the page, the PDF and the claim read it). */
export async function loadLedger(
  db: Db,
  invoice: InvoiceRecord,
): Promise<InvoiceLedger> {
  // One trip's lines read in the order of a fare (base, mileage, surcharge, …), as billing staff check
  // them; lines made in one transaction share their createdAt, so the component decides.
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(
      asc(invoiceLines.serviceDate),
      asc(invoiceLines.tripId),
      sql`array_position(${COMPONENT_ORDER}, ${invoiceLines.component})`,
      asc(invoiceLines.id),
    );
  const payments = await db
    .select({
      paymentId: invoicePayments.id,
      amountCents: paymentAllocations.amountCents,
      paymentAmountCents: invoicePayments.amountCents,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      receivedAt: invoicePayments.receivedAt,
    })
    .from(paymentAllocations)
    .innerJoin(
      invoicePayments,
      eq(invoicePayments.id, paymentAllocations.paymentId),
    )
    .where(eq(paymentAllocations.invoiceId, invoice.id))
    .orderBy(
      asc(invoicePayments.receivedAt),
      asc(invoicePayments.createdAt),
      asc(invoicePayments.id),
    );
  const adjustments = await db
    .select()
    .from(invoiceAdjustments)
    .where(eq(invoiceAdjustments.invoiceId, invoice.id))
    .orderBy(asc(invoiceAdjustments.createdAt), asc(invoiceAdjustments.id));
  return {
    invoice: invoiceToRow(invoice),
    lines: lines.map((l) => ({
      invoiceLineId: l.id,
      tripId: l.tripId,
      component: l.component as LineComponent,
      hcpcsCode: l.hcpcsCode,
      modifier: l.modifier,
      units: Number(l.units),
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      serviceDate: l.serviceDate,
      description: l.description,
    })),
    payments: payments.map((p) => ({
      ...p,
      receivedAt: p.receivedAt.toISOString(),
    })),
    adjustments: adjustments.map((a) => ({
      adjustmentId: a.id,
      kind: a.kind,
      amountCents: a.amountCents,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
