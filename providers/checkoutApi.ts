/**
 * The public checkout calls (§2 "Anyone", issue 12): no session needed. The payment id is the
 * link's token. Failures are the client's HttpErrors with the server's §8 message.
 */
import type {
  CheckoutAction,
  CheckoutActionBody,
  CheckoutView,
} from "../domain/schemas/paymentRecord";
import type { Envelope } from "../domain/schemas/search";
import { apiRequest } from "./httpClient";

const path = (paymentId: string) =>
  `/checkout/${encodeURIComponent(paymentId)}`;

/** What the payer pays: amount, trip date, the two stops' names, status. */
export const fetchCheckout = (paymentId: string, signal?: AbortSignal) =>
  apiRequest<Envelope<CheckoutView>>(path(paymentId), { signal });

/** Starts the payment, or (built-in provider, `confirm: true`) completes it. */
export const submitCheckout = (paymentId: string, body: CheckoutActionBody) =>
  apiRequest<Envelope<CheckoutAction>>(path(paymentId), {
    method: "POST",
    body,
  });
