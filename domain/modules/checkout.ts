import { defineModule } from "./defineModule";

/**
 * Payment checkout (§2 "Anyone", issue 12): /checkout/:paymentId and /checkout/success, open signed
 * in or not, outside the layout (custom-pages/checkout, routes in src/routes.tsx). The payment id of
 * the path is a long random token of one payment record, never its id.
 */
export const checkoutModule = defineModule({
  name: "checkout",
});

/** The public checkout routes (§2). */
export const CHECKOUT_PATHS = {
  success: "/checkout/success",
  pay: "/checkout/:paymentId",
  /** The link a payer receives. */
  payment: (token: string) => `/checkout/${encodeURIComponent(token)}`,
} as const;
