import { defineModule, pagePath } from "./defineModule";

/**
 * Payment checkout (§2 "Anyone", issue 12): /checkout/:paymentId and /checkout/success, open signed
 * in or not, outside the layout (custom-pages/checkout). The payment id of the path is a long random
 * token of one payment record, never its id. Its calls are the payment records' (server/payments).
 */
export const checkoutModule = defineModule({
  name: "checkout",
  pagesFolder: "checkout",
  pages: {
    success: {
      path: "/checkout/success",
      component: "CheckoutSuccessPage",
      public: true,
    },
    pay: {
      path: "/checkout/:paymentId",
      component: "CheckoutPage",
      public: true,
    },
  },
});

/** The public checkout routes (§2), for the server's links. */
export const CHECKOUT_PATHS = {
  success: checkoutModule.pages.success.path,
  pay: checkoutModule.pages.pay.path,
  /** The link a payer receives. */
  payment: (token: string) =>
    pagePath(checkoutModule.pages.pay.path, { paymentId: token }),
} as const;
