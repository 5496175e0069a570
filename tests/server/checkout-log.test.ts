/**
 * Checkout tokens never reach the log (issue 21): the token is the payment link's only secret, and a
 * log line holding it lets whoever reads the logs pay, or read, someone's payment. Every line the app
 * writes at the most verbose level is captured while a payer uses the link (the API and the client
 * page's path, a wrong token, a provider that fails echoing the return URL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeClient } from "../../server/payments/stripe";
import { stripeProvider } from "../../server/payments/stripe";
import type { Headers } from "./support/api";
import { as, get, post } from "./support/api";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

/** A Stripe stand-in that refuses every session, repeating the return URL it was given. */
const refusing: StripeClient = {
  checkout: {
    sessions: {
      create: async (params) => {
        throw new Error(`Invalid success_url: ${params.success_url}`);
      },
      retrieve: async () => ({ payment_intent: null }),
    },
  },
  refunds: { create: async () => ({}) },
};

describe("the request log", () => {
  let t: TestApp;
  let admin: Headers;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { LOG_LEVEL: "trace" },
      {
        logStream: { write: (l) => lines.push(l) },
        paymentProvider: stripeProvider({
          secretKey: "sk_test_unused",
          webhookSecret: "whsec_unused",
          client: refusing,
        }),
      },
    );
    admin = (await as(t, "systemadmin")).headers;
  });
  afterAll(() => t.close());

  it("holds no checkout token, whatever the payer does with the link", async () => {
    const trip = await insertTrip(t.db, { bookingType: "private", fareTotalCents: 2500 }); // prettier-ignore
    const link = await post(t, "/api/payment-records/checkout-link", { tripId: trip.id }, admin); // prettier-ignore
    expect(link.statusCode, link.body).toBe(201);
    const token: string = link.json().data.checkoutUrl.split("/").pop();

    expect((await get(t, `/api/checkout/${token}`)).statusCode).toBe(200);
    // Stripe refuses the start: 503, and its error (holding the return URL) is logged.
    expect((await post(t, `/api/checkout/${token}`, {})).statusCode).toBe(503);
    expect((await post(t, `/api/checkout/${token}x`, {})).statusCode).toBe(404);
    await get(t, `/checkout/${token}`);
    await get(t, `/api/checkout/${token}/more`);

    const log = lines.join("");
    expect(log).toContain("/api/checkout/"); // the calls are logged, without their token
    expect(log).toContain("the payment provider refused a start");
    expect(log).not.toContain(token);
  });
});
