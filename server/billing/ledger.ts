/**
 * The invoice's money kept in step with its rows, inside the caller's transaction: total from the
 * lines, paid from the allocations, adjusted from the adjustments, and the settlement status from
 * them (domain/billing/totals.ts). The balance column is generated from the three.
 */
import { eq, sql } from "drizzle-orm";
import { settlementStatus } from "../../domain/billing/totals";
import type { Db } from "../db/client";
import {
  invoiceAdjustments,
  invoiceLines,
  invoices,
  paymentAllocations,
} from "../db/schema";
import { notFound } from "../errors";

export type InvoiceRecord = typeof invoices.$inferSelect;

export const INVOICE_NOT_FOUND = "Invoice not found.";

/** The invoice, locked for the rest of the transaction (payments and voids queue behind each other). */
export async function lockInvoice(tx: Db, id: string): Promise<InvoiceRecord> {
  const [found] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, id))
    .for("update");
  if (!found) throw notFound(INVOICE_NOT_FOUND);
  return found;
}

const sumOf = (column: unknown) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

/** Recomputes the invoice's totals and settlement from its rows; answers the updated record. */
export async function refreshInvoiceMoney(
  tx: Db,
  id: string,
): Promise<InvoiceRecord> {
  const [[lines], [paid], [adjusted]] = await Promise.all([
    tx
      .select({ n: sumOf(invoiceLines.amountCents) })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id)),
    tx
      .select({ n: sumOf(paymentAllocations.amountCents) })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.invoiceId, id)),
    tx
      .select({ n: sumOf(invoiceAdjustments.amountCents) })
      .from(invoiceAdjustments)
      .where(eq(invoiceAdjustments.invoiceId, id)),
  ]);
  const money = {
    totalCents: Number(lines.n),
    paidCents: Number(paid.n),
    adjustedCents: Number(adjusted.n),
  };
  const [updated] = await tx
    .update(invoices)
    .set({ ...money, settlementStatus: settlementStatus(money) })
    .where(eq(invoices.id, id))
    .returning();
  return updated;
}
