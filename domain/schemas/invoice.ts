/**
 * Invoices (issue 12): the row of the generic calls, the few fields an office edits, and the bodies
 * of the billing calls (generate, void, send, payments, adjustments). Money is integer cents.
 */
import { z } from "zod";
import {
  ADJUSTMENT_KINDS,
  PAYMENT_METHODS,
  REVIEW_STATUSES,
} from "../billing/totals";
import { LINE_COMPONENTS } from "../billing/hcpcs";
import { MESSAGES, optionalText, requiredText } from "./common";
import { isoDay } from "./tripPrice";

/** The most one payment or adjustment may carry: far above any invoice. */
export const MAX_PAYMENT_CENTS = 100_000_000;

export const INVOICE_MESSAGES = {
  createWithGenerate: "Invoices are created with Generate, not saved directly.",
  onePayer: "Choose a facility or an insurance provider.",
  period: "The end of the period must be on or after its start.",
  periodTooLong: "Choose a period of at most 366 days.",
  nothingToBill: "There is nothing to invoice for this party in this period.",
  alreadyBilled:
    "A trip component in this invoice is already on another active invoice. Preview again: the trips billed since are left out.",
  denialReason: "Enter the reason for the denial.",
  alreadyVoid: "This invoice is already void.",
  voidWithMoney:
    "A paid or partially paid invoice cannot be voided: reverse its payments and adjustments first.",
  voidNoMoney: "A void invoice takes no payments or adjustments.",
  overpayment: "The amount is more than the invoice's balance.",
  allocationSum: "The allocations must add up to the payment's amount.",
  duplicateAllocation: "Allocate to each invoice once.",
  notInsurance: "Only an insurance provider's invoice has an 837P claim.",
  noEmail: "The billed party has no email address to send the invoice to.",
  deleteRefused:
    "Only a draft invoice without payments or adjustments can be deleted; void it instead.",
  unknownFacility: "This facility does not exist.",
  unknownInsurer: "This insurance provider does not exist.",
  amount: "Enter an amount of at least $0.01.",
  atMost: "Enter a smaller amount.",
} as const;

const cents = z
  .number({ error: INVOICE_MESSAGES.amount })
  .int(INVOICE_MESSAGES.amount)
  .min(1, INVOICE_MESSAGES.amount)
  .max(MAX_PAYMENT_CENTS, INVOICE_MESSAGES.atMost);

/** POST /invoices: an existing invoice's office fields (totals and statuses of money never from here). */
export const invoiceUpsertSchema = z
  .object({
    invoiceId: z.uuid({ error: INVOICE_MESSAGES.createWithGenerate }),
    dueOn: isoDay().nullish(),
    reviewStatus: z.enum(REVIEW_STATUSES).optional(),
    denialReason: optionalText(500),
  })
  .superRefine((body, ctx) => {
    if (body.reviewStatus === "denied" && !body.denialReason)
      ctx.addIssue({
        code: "custom",
        path: ["denialReason"],
        message: INVOICE_MESSAGES.denialReason,
      });
  });
export type InvoiceUpsert = z.input<typeof invoiceUpsertSchema>;

export const invoiceSchema = z.object({
  _id: z.string(),
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  facilityId: z.string().nullable(),
  insuranceProviderId: z.string().nullable(),
  billedToName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  submissionStatus: z.string(),
  reviewStatus: z.string(),
  denialReason: z.string().nullable(),
  settlementStatus: z.string(),
  totalCents: z.number(),
  paidCents: z.number(),
  adjustedCents: z.number(),
  balanceCents: z.number(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  sentAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z.object({
  invoiceLineId: z.string().nullable(),
  tripId: z.string(),
  component: z.enum(LINE_COMPONENTS),
  hcpcsCode: z.string(),
  modifier: z.string().nullable(),
  units: z.number(),
  unitPriceCents: z.number(),
  amountCents: z.number(),
  serviceDate: z.string(),
  description: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentRowSchema = z.object({
  paymentId: z.string(),
  /** What this payment allocated to this invoice (the payment itself may span several). */
  amountCents: z.number(),
  paymentAmountCents: z.number(),
  method: z.string(),
  reference: z.string().nullable(),
  receivedAt: z.string(),
});

export const invoiceAdjustmentRowSchema = z.object({
  adjustmentId: z.string(),
  kind: z.string(),
  amountCents: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

/** GET /invoices/{id}/ledger: the rows the balance is made of. */
export const invoiceLedgerSchema = z.object({
  invoice: invoiceSchema,
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentRowSchema),
  adjustments: z.array(invoiceAdjustmentRowSchema),
});
export type InvoiceLedger = z.infer<typeof invoiceLedgerSchema>;

/** POST /invoices/generate */
export const generateInvoiceSchema = z
  .object({
    facilityId: z.uuid().nullish(),
    insuranceProviderId: z.uuid().nullish(),
    fromDate: isoDay(),
    toDate: isoDay(),
    preview: z.boolean().default(false),
    dueOn: isoDay().nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.facilityId === !body.insuranceProviderId)
      ctx.addIssue({
        code: "custom",
        path: [body.facilityId ? "insuranceProviderId" : "facilityId"],
        message: INVOICE_MESSAGES.onePayer,
      });
    if (body.fromDate > body.toDate)
      ctx.addIssue({
        code: "custom",
        path: ["toDate"],
        message: INVOICE_MESSAGES.period,
      });
    else if (
      Date.parse(body.toDate) - Date.parse(body.fromDate) >
      366 * 86_400_000
    )
      ctx.addIssue({
        code: "custom",
        path: ["toDate"],
        message: INVOICE_MESSAGES.periodTooLong,
      });
  });
export type GenerateInvoiceBody = z.input<typeof generateInvoiceSchema>;

export const invoicePreviewSchema = z.object({
  billedToName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  totalCents: z.number(),
  tripCount: z.number(),
  lines: z.array(invoiceLineSchema),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

/** POST /invoices/{id}/void */
export const voidInvoiceSchema = z.object({ reason: requiredText(500) });

/** POST /invoices/{id}/payments */
export const invoicePaymentSchema = z.object({
  amountCents: cents,
  method: z.enum(PAYMENT_METHODS, { error: MESSAGES.required }),
  reference: optionalText(200),
  receivedAt: z.iso.datetime({ offset: true, error: MESSAGES.required }),
});
export type InvoicePaymentBody = z.input<typeof invoicePaymentSchema>;

/** POST /invoice-payments: one payment spread over several invoices. */
export const allocatedPaymentSchema = invoicePaymentSchema.extend({
  allocations: z
    .array(z.object({ invoiceId: z.uuid(), amountCents: cents }))
    .min(1, MESSAGES.required)
    .max(100),
});
export type AllocatedPaymentBody = z.input<typeof allocatedPaymentSchema>;

/** POST /invoices/{id}/adjustments */
export const invoiceAdjustmentSchema = z.object({
  kind: z.enum(ADJUSTMENT_KINDS, { error: MESSAGES.required }),
  amountCents: cents,
  reason: requiredText(500),
});
export type InvoiceAdjustmentBody = z.input<typeof invoiceAdjustmentSchema>;
