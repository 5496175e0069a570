/**
 * Payment records (issue 12): what was paid for a trip, how, through which provider and when. A
 * trip counts as paid only when its payment record is completed (§4). Money is integer cents (§9).
 * The public checkout (§2 /checkout/:paymentId) names a record by its long random token, never by
 * its id, and answers only what a payer needs.
 */
import { z } from "zod";
import { optionalText } from "./common";
import { PAYMENT_STATUSES } from "./tripParts";

export { PAYMENT_STATUSES };
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = [
  "card",
  "cash",
  "check",
  "insurance",
  "other",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** builtin (demos and tests), stripe, or manual (recorded by the office). */
export const PAYMENT_PROVIDERS = ["builtin", "stripe", "manual"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The providers a payer pays through on the checkout page (PAYMENT_PROVIDER). */
export const CHECKOUT_PROVIDERS = ["builtin", "stripe"] as const;
export type CheckoutProviderName = (typeof CHECKOUT_PROVIDERS)[number];

/** A fare beyond this is a typing mistake (one hundred thousand dollars). */
export const MAX_PAYMENT_CENTS = 10_000_000;

export const PAYMENT_RECORD_MESSAGES = {
  amount: "Enter an amount in cents greater than zero.",
  cardThroughCheckout:
    "Card payments are made through the checkout link; record cash, check, insurance or other payments here.",
  refundedThroughRefund: "A payment is refunded through the Refund action.",
  unknownTrip: "This trip does not exist.",
  alreadyPaid: "This trip is already paid.",
  openLink:
    "This trip already has an open payment link: give that one, or delete it first.",
  settled:
    "A completed or refunded payment changes only through a refund of it.",
  deleteSettled: "A completed or refunded payment cannot be deleted.",
  refundOnlyCompleted: "Only a completed payment can be refunded.",
  notPrivate: "Only private trips are paid through a checkout link.",
  noFare: "This trip has no fare to pay yet.",
  amountMismatch:
    "The amount does not match the amount due. Reload the page and try again.",
  notPayable: "This payment can no longer be made.",
  unknownCheckout: "This payment link is not valid.",
  badSignature: "The webhook signature could not be verified.",
  providerDown:
    "The payment provider is not answering. Try again in a few minutes.",
  notConfigured:
    "Card payments are not set up on this server. Ask the administrator to configure the payment provider.",
} as const;

const cents = z
  .number({ error: PAYMENT_RECORD_MESSAGES.amount })
  .int(PAYMENT_RECORD_MESSAGES.amount)
  .min(1, PAYMENT_RECORD_MESSAGES.amount)
  .max(MAX_PAYMENT_CENTS, PAYMENT_RECORD_MESSAGES.amount);

/**
 * POST /payment-records (administrators): a payment the office records by hand (cash, check,
 * insurance, other). A completed one without paidAt is paid now.
 */
export const paymentRecordUpsertSchema = z.object({
  paymentRecordId: z.uuid().optional(),
  tripId: z.uuid(),
  amountCents: cents,
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES).default("completed"),
  providerReference: optionalText(200),
  paidAt: z.iso.datetime({ offset: true }).nullish(),
  failureReason: optionalText(500),
});
export type PaymentRecordUpsert = z.input<typeof paymentRecordUpsertSchema>;
export type PaymentRecordValues = z.output<typeof paymentRecordUpsertSchema>;

/** The row: every column but the checkout token (a capability, shown only to who makes a link). */
export const paymentRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  paymentRecordId: z.string(),
  tripId: z.string(),
  amountCents: z.number(),
  method: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string().nullable(),
  providerReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Read-side: the trip paid for (its pick-up and stops), for the ledger's trip column. */
  trip: z
    .object({
      pickUpDatetime: z.string(),
      originName: z.string(),
      destinationName: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** POST /payment-records/checkout-link: a link for a trip's fare (amount from the server). */
export const checkoutLinkBodySchema = z.object({ tripId: z.uuid() });
export type CheckoutLinkBody = z.infer<typeof checkoutLinkBodySchema>;

export const checkoutLinkSchema = z.object({
  paymentRecordId: z.string(),
  tripId: z.string(),
  amountCents: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  checkoutUrl: z.string(),
});
export type CheckoutLink = z.infer<typeof checkoutLinkSchema>;

/** GET /checkout/{paymentId}: what the payer sees, nothing more (no patient, no address lines). */
export const checkoutViewSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number(),
  currency: z.literal("usd"),
  /** The pick-up's date and time (ISO). */
  tripDate: z.string(),
  pickUpName: z.string(),
  dropOffName: z.string(),
  provider: z.enum(CHECKOUT_PROVIDERS),
  paidAt: z.string().nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

/**
 * POST /checkout/{paymentId}: without `confirm` it starts the payment; with `confirm: true` (the
 * built-in provider) it completes it. `amountCents`, when sent, must be the amount due.
 */
export const checkoutActionBodySchema = z.strictObject({
  confirm: z.boolean().optional(),
  amountCents: z.number().int().min(0).max(MAX_PAYMENT_CENTS).optional(),
});
export type CheckoutActionBody = z.infer<typeof checkoutActionBodySchema>;

export const CHECKOUT_STEPS = ["confirm", "redirect", "done"] as const;

export const checkoutActionSchema = checkoutViewSchema.extend({
  /** confirm: show the built-in confirmation; redirect: go to redirectUrl; done: completed. */
  step: z.enum(CHECKOUT_STEPS),
  redirectUrl: z.string().nullable(),
});
export type CheckoutAction = z.infer<typeof checkoutActionSchema>;

/** POST /payment-records/{id}/refund takes no fields. */
export const refundBodySchema = z.object({}).optional();
