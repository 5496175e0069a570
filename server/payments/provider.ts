/**
 * The payment provider adapter (issue 12): how a private payer's payment is started, completed,
 * verified and refunded. Two adapters: the built-in one (demos and tests: completes without a card)
 * and Stripe's (Checkout Sessions and a signed webhook). The amount always comes from the server's
 * record; an adapter never takes one from the payer.
 */
import type { CheckoutProviderName } from "../../domain/schemas/paymentRecord";

export interface StartInput {
  paymentRecordId: string;
  amountCents: number;
  /** What the payer is paying for, as the provider's page shows it (no patient data). */
  description: string;
  /** Where the provider sends the payer after paying, and back when they give up. */
  successUrl: string;
  cancelUrl: string;
}

export type StartAnswer =
  { step: "confirm" } | { step: "redirect"; url: string; reference: string };

/** What a verified webhook says about one payment. */
export type WebhookOutcome =
  | {
      kind: "completed" | "failed";
      /** Our record's id, as the session's metadata carries it. */
      paymentRecordId: string | null;
      /** The provider's reference of the payment (Stripe: the Checkout Session id). */
      reference: string;
      amountCents: number | null;
      currency: string | null;
    }
  | { kind: "ignored" };

export interface RefundInput {
  paymentRecordId: string;
  providerReference: string | null;
  amountCents: number;
}

export interface PaymentProvider {
  readonly name: CheckoutProviderName;
  /** Starts a payment of the record's amount: a confirmation step, or the provider's page. */
  start(input: StartInput): Promise<StartAnswer>;
  /** Whether the payer's confirmation on our page completes the payment (the built-in provider). */
  readonly completesOnConfirm: boolean;
  /** Gives a completed payment's money back; throws when the provider refuses. */
  refund(input: RefundInput): Promise<void>;
  /**
   * Verifies a webhook's signature over the raw body and reads it; throws
   * WebhookSignatureError when the signature does not hold. Absent: the provider sends none.
   */
  readWebhook?(
    raw: Buffer,
    signature: string | undefined,
  ): Promise<WebhookOutcome>;
}

export class WebhookSignatureError extends Error {}

/** The configured checkout provider, and every provider a stored record may name. */
export interface PaymentProviders {
  /** null: none configured (production without PAYMENT_PROVIDER, issue 21). */
  checkout: PaymentProvider | null;
  /** The checkout provider, or 503 "not configured" for the payment calls. */
  checkoutOrRefuse(): PaymentProvider;
  /** The adapter of a record's provider; null for manual records or one not configured here. */
  byName(name: string | null): PaymentProvider | null;
}
