/**
 * Checkout tokens never reach the log (issue 21): a payment link's token is its only secret, so the
 * request log writes /checkout/[redacted] for the API's and the client page's paths, and an error a
 * provider returns (which may repeat the return URL, ?payment=<token>) is logged redacted too.
 */

/** A /checkout/<token> segment; /checkout/success and the Stripe webhook's path are no token. */
const CHECKOUT_SEGMENT =
  /(\/checkout\/)(?!(?:success|stripe\/webhook)(?:[/?#]|$))[^/?#\s"']+/g;
/** The return page's ?payment=<token>. */
const PAYMENT_PARAM = /([?&]payment=)[^&#\s"']+/g;

export const REDACTED = "[redacted]";

export function redactCheckoutTokens(text: string): string {
  return text
    .replace(CHECKOUT_SEGMENT, `$1${REDACTED}`)
    .replace(PAYMENT_PARAM, `$1${REDACTED}`);
}

/** An error as the log may hold it: its type and redacted message (a stack repeats the message). */
export function redactedError(e: unknown): { type: string; message: string } {
  return e instanceof Error
    ? { type: e.name, message: redactCheckoutTokens(e.message) }
    : { type: typeof e, message: redactCheckoutTokens(String(e)) };
}
