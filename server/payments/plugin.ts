/**
 * The payment providers of this process (issue 12), built once from the configuration: the
 * checkout provider (PAYMENT_PROVIDER) and the adapters refunds of stored records go through.
 */
import fp from "fastify-plugin";
import type { Config } from "../config";
import { builtinProvider } from "./builtin";
import type { PaymentProvider, PaymentProviders } from "./provider";
import { stripeProvider } from "./stripe";

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

export interface PaymentsOptions {
  config: Config;
  /** Replaces the configured checkout provider (tests inject a Stripe adapter with a fake client). */
  provider?: PaymentProvider;
}

export function paymentProviders(
  config: Config,
  injected?: PaymentProvider,
): PaymentProviders {
  const builtin = builtinProvider();
  let checkout: PaymentProvider = injected ?? builtin;
  if (!injected && config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        "Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
      );
    checkout = stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  const byName = new Map<string, PaymentProvider>([
    ["builtin", builtin],
    [checkout.name, checkout],
  ]);
  return {
    checkout,
    byName: (name) => (name ? (byName.get(name) ?? null) : null),
  };
}

export const paymentsPlugin = fp<PaymentsOptions>(
  async (app, opts) => {
    app.decorate("payments", paymentProviders(opts.config, opts.provider));
  },
  { name: "payments" },
);
