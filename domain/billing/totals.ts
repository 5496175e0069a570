/**
 * An invoice's money, always from its rows: billed = the sum of its lines, paid = the sum of the
 * payments allocated to it, adjusted = the sum of its adjustments; balance = billed − paid − adjusted.
 */
export const SUBMISSION_STATUSES = ["draft", "sent", "void"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const REVIEW_STATUSES = [
  "not-reviewed",
  "approved",
  "partially-approved",
  "denied",
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const SETTLEMENT_STATUSES = [
  "unpaid",
  "partially-paid",
  "paid",
] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const ADJUSTMENT_KINDS = ["write-off", "contractual"] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
export const PAYMENT_METHODS = [
  "check",
  "eft",
  "card",
  "cash",
  "insurance",
  "other",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const sum = (rows: readonly { amountCents: number }[]) =>
  rows.reduce((total, r) => total + r.amountCents, 0);

export interface InvoiceMoney {
  totalCents: number;
  paidCents: number;
  adjustedCents: number;
  balanceCents: number;
}

export function invoiceMoney(
  lines: readonly { amountCents: number }[],
  payments: readonly { amountCents: number }[],
  adjustments: readonly { amountCents: number }[],
): InvoiceMoney {
  const totalCents = sum(lines);
  const paidCents = sum(payments);
  const adjustedCents = sum(adjustments);
  return {
    totalCents,
    paidCents,
    adjustedCents,
    balanceCents: totalCents - paidCents - adjustedCents,
  };
}

/**
 * Paid once nothing is owed (payments and adjustments cover the total), partially paid once
 * something was received or adjusted, unpaid before.
 */
export function settlementStatus(
  money: Pick<InvoiceMoney, "totalCents" | "paidCents" | "adjustedCents">,
): SettlementStatus {
  const covered = money.paidCents + money.adjustedCents;
  if (covered > 0 && covered >= money.totalCents) return "paid";
  if (covered > 0) return "partially-paid";
  return "unpaid";
}

/** What still may be paid or adjusted on an invoice: never below zero. */
export const openBalance = (money: InvoiceMoney) =>
  Math.max(0, money.balanceCents);

/** "INV-001001" from the sequence's 1001. */
export const formatInvoiceNumber = (n: number) =>
  `INV-${String(n).padStart(6, "0")}`;
