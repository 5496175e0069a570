/**
 * The Stripe adapter (issue 12), used when PAYMENT_PROVIDER=stripe: a payment is a Stripe Checkout
 * Session for the record's amount (the server's, in cents), completed by the signed
 * checkout.session.completed webhook; refunds go back to the session's payment intent. Tests inject
 * a client that answers like Stripe's API, so nothing reaches the network.
 */
import type Stripe from "stripe";
import type {
  PaymentProvider,
  RefundInput,
  StartInput,
  WebhookOutcome,
} from "./provider";
import { WebhookSignatureError } from "./provider";

/** The part of the Stripe client the adapter calls (the official `stripe` package's shape). */
export interface StripeClient {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<{ id: string; url: string | null }>;
      retrieve(
        id: string,
      ): Promise<{ payment_intent: string | { id: string } | null }>;
    };
  };
  refunds: {
    create(
      params: Stripe.RefundCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<unknown>;
  };
}

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a stand-in; otherwise the official client with the secret key. */
  client?: StripeClient;
}

export const CURRENCY = "usd";

/** Checkout Session events that settle a payment; the others are acknowledged and ignored. */
const COMPLETED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);
const FAILED = new Set(["checkout.session.async_payment_failed"]);

/**
 * The stripe package, loaded with the first call that needs it, not at start: it was one of the
 * heaviest imports of a cold start (issue 13, B5), and most installations use the built-in provider.
 */
const loadStripe = () => import("stripe").then((m) => m.default);

export function stripeProvider(options: StripeOptions): PaymentProvider {
  let official: Promise<StripeClient> | undefined;
  const stripeClient = (): Promise<StripeClient> =>
    options.client
      ? Promise.resolve(options.client)
      : (official ??= loadStripe().then(
          (StripeApi) => new StripeApi(options.secretKey),
        ));
  return {
    name: "stripe",
    completesOnConfirm: false,
    async start(input: StartInput) {
      const client = await stripeClient();
      const session = await client.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: input.amountCents,
              product_data: { name: input.description },
            },
          },
        ],
        client_reference_id: input.paymentRecordId,
        metadata: { paymentRecordId: input.paymentRecordId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url)
        throw new Error("Stripe answered a session without a URL");
      return { step: "redirect", url: session.url, reference: session.id };
    },
    async refund(input: RefundInput) {
      if (!input.providerReference)
        throw new Error("A Stripe payment without its session id");
      const client = await stripeClient();
      const session = await client.checkout.sessions.retrieve(
        input.providerReference,
      );
      const intent = session.payment_intent;
      const paymentIntent = typeof intent === "string" ? intent : intent?.id;
      if (!paymentIntent) throw new Error("The session has no payment intent");
      // Refunding twice gives the same refund back, never a second one.
      await client.refunds.create(
        { payment_intent: paymentIntent, amount: input.amountCents },
        { idempotencyKey: `refund-${input.paymentRecordId}` },
      );
    },
    async readWebhook(
      raw: Buffer,
      signature: string | undefined,
    ): Promise<WebhookOutcome> {
      const StripeApi = await loadStripe();
      let event: Stripe.Event;
      try {
        event = StripeApi.webhooks.constructEvent(
          raw,
          signature ?? "",
          options.webhookSecret,
        );
      } catch {
        throw new WebhookSignatureError();
      }
      const completed = COMPLETED.has(event.type);
      if (!completed && !FAILED.has(event.type)) return { kind: "ignored" };
      const session = event.data.object as Stripe.Checkout.Session;
      // A completed session whose payment is still on its way (a bank debit) settles later.
      if (completed && session.payment_status === "unpaid")
        return { kind: "ignored" };
      return {
        kind: completed ? "completed" : "failed",
        paymentRecordId:
          session.metadata?.paymentRecordId ??
          session.client_reference_id ??
          null,
        reference: session.id,
        amountCents: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    },
  };
}
