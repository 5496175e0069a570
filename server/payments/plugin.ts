/**
 * The payment providers of this process (issue 12), built once from the configuration: the
 * checkout provider (PAYMENT_PROVIDER) and the adapters refunds of stored records go through.
 *
 * The built-in provider completes a payment without a card, so in production (issue 21) it takes
 * payments only when PAYMENT_PROVIDER=builtin names it, or for the demo `npm start` runs out of the
 * box (SEED=demo with no provider named). Otherwise production without a provider takes none: the
 * payment calls answer 503 (not configured) and everything else runs. The start log says which.
 */
import fp from "fastify-plugin";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import type { Config } from "../config";
import { AppError } from "../errors";
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

/** What the start log says about payments. */
export interface PaymentNotice {
  level: "info" | "warn";
  message: string;
}

const NO_CARD =
  "the built-in payment provider completes payments without a card; set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments";

function configured(
  config: Config,
  builtin: PaymentProvider,
): { checkout: PaymentProvider | null; notice: PaymentNotice } {
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        "Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
      );
    return {
      checkout: stripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      }),
      notice: { level: "info", message: "Payments: Stripe Checkout." },
    };
  }
  const production = config.NODE_ENV === "production";
  if (!production)
    return {
      checkout: builtin,
      notice: {
        level: "info",
        message: `Payments: built-in provider (${config.NODE_ENV}); ${NO_CARD}.`,
      },
    };
  if (config.PAYMENT_PROVIDER === "builtin")
    return {
      checkout: builtin,
      notice: {
        level: "warn",
        message: `Payments: PAYMENT_PROVIDER=builtin in production: ${NO_CARD}.`,
      },
    };
  if (config.SEED === "demo")
    return {
      checkout: builtin,
      notice: {
        level: "warn",
        message: `Payments: built-in provider for the demo (SEED=demo, PAYMENT_PROVIDER unset): ${NO_CARD}, or SEED=none without a provider to turn card payments off.`,
      },
    };
  return {
    checkout: null,
    notice: {
      level: "warn",
      message:
        "Payments: not configured, so checkout links and card payments answer 503. Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENT_PROVIDER=builtin for a demonstration, which takes no card).",
    },
  };
}

export function paymentProviders(
  config: Config,
  injected?: PaymentProvider,
): PaymentProviders & { notice: PaymentNotice } {
  const builtin = builtinProvider();
  const { checkout, notice } = injected
    ? {
        checkout: injected,
        notice: {
          level: "info" as const,
          message: `Payments: ${injected.name} (given by the caller).`,
        },
      }
    : configured(config, builtin);
  // Refunds of stored records go through their own provider; the built-in one only changes the
  // record, so records it took can be refunded whatever takes payments now.
  const byName = new Map<string, PaymentProvider>([["builtin", builtin]]);
  if (checkout) byName.set(checkout.name, checkout);
  return {
    checkout,
    checkoutOrRefuse: () => {
      if (!checkout) throw new AppError(503, M.notConfigured);
      return checkout;
    },
    byName: (name) => (name ? (byName.get(name) ?? null) : null),
    notice,
  };
}

export const paymentsPlugin = fp<PaymentsOptions>(
  async (app, opts) => {
    const { notice, ...providers } = paymentProviders(
      opts.config,
      opts.provider,
    );
    app.log[notice.level](notice.message);
    app.decorate("payments", providers);
  },
  { name: "payments" },
);
