/**
 * Billing's server part beyond its entities (invoices and payment records carry their routes, the
 * public checkout's included): the payment providers every payment call uses (./plugin.ts), and
 * checkout tokens kept out of the request log (./logRedaction.ts). In server/modules/index.ts.
 */
import { checkoutModule } from "../../domain/modules/checkout";
import { defineServerModule } from "../modules/defineServerModule";
import { redactCheckoutTokens } from "./logRedaction";
import { paymentsPlugin } from "./plugin";
import type { PaymentProvider } from "./provider";

declare module "../modules/defineServerModule" {
  interface ModuleBuildOptions {
    /** Replaces the configured checkout provider (tests inject a Stripe stand-in, no network). */
    paymentProvider?: PaymentProvider;
  }
}

export const paymentsServerModule = defineServerModule({
  name: checkoutModule.name,
  plugins: [
    (app, o) =>
      app.register(paymentsPlugin, {
        config: o.config,
        provider: o.paymentProvider,
      }),
  ],
  redactLoggedPath: redactCheckoutTokens,
});
