/**
 * The public checkout (issue 12) with the Stripe adapter (a stand-in client: no network): it starts
 * a Checkout Session for the server's amount and completes on a webhook signed with the test
 * secret, whose signature is checked over the raw body; a replay changes nothing. The built-in
 * provider is in checkout.test.ts.
 */
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { activities } from "../../server/db/schema";
import type { StripeClient } from "../../server/payments/stripe";
import { stripeProvider } from "../../server/payments/stripe";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { insertPaymentRecord } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { linkFor, stored } from "./support/paymentFactories";

const WEBHOOK_SECRET = "whsec_test_secret_for_checkout_tests";
const UNREACHABLE = 6666;

describe("with the Stripe adapter", () => {
  let t: TestApp;
  let admin: Headers;
  const sessions: Stripe.Checkout.SessionCreateParams[] = [];
  const refunds: Stripe.RefundCreateParams[] = [];
  const client: StripeClient = {
    checkout: {
      sessions: {
        create: async (params) => {
          // An amount the stand-in treats as Stripe being unreachable.
          if (params.line_items?.[0].price_data?.unit_amount === UNREACHABLE)
            throw new Error("connect ECONNREFUSED api.stripe.com");
          sessions.push(params);
          return {
            id: `cs_test_${sessions.length}`,
            url: `https://checkout.stripe.test/c/pay/cs_test_${sessions.length}`,
          };
        },
        retrieve: async () => ({ payment_intent: "pi_test_1" }),
      },
    },
    refunds: {
      create: async (params) => {
        refunds.push(params);
        return {};
      },
    },
  };

  beforeAll(async () => {
    t = await buildTestApp(
      { PUBLIC_URL: "https://portal.example.org" },
      {
        paymentProvider: stripeProvider({
          secretKey: "sk_test_unused",
          webhookSecret: WEBHOOK_SECRET,
          client,
        }),
      },
    );
    admin = (await as(t, "systemadmin")).headers;
  });
  afterAll(() => t.close());

  const event = (
    session: Partial<Stripe.Checkout.Session>,
    type = "checkout.session.completed",
  ) =>
    JSON.stringify({
      id: "evt_test_1",
      object: "event",
      type,
      data: {
        object: {
          object: "checkout.session",
          payment_status: "paid",
          currency: "usd",
          ...session,
        },
      },
    });

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/checkout/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature }, // prettier-ignore
      payload,
    });

  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it("starts a Checkout Session for the server's amount and answers its URL; confirm does not complete", async () => {
    const { token, paymentRecordId } = await linkFor(t, admin, 7325);
    const res = await post(t, `/api/checkout/${token}`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      step: "redirect",
      status: "pending",
      provider: "stripe",
      redirectUrl: `https://checkout.stripe.test/c/pay/cs_test_${sessions.length}`,
    });
    const params = sessions.at(-1)!;
    expect(params.mode).toBe("payment");
    expect(params.line_items?.[0].price_data).toMatchObject({ currency: "usd", unit_amount: 7325 }); // prettier-ignore
    expect(params.metadata).toEqual({ paymentRecordId });
    expect(params.success_url).toBe(`https://portal.example.org/checkout/success?payment=${token}`); // prettier-ignore
    expect(params.cancel_url).toBe(`https://portal.example.org/checkout/${token}`); // prettier-ignore
    expect(await stored(t, paymentRecordId)).toMatchObject({
      status: "pending",
      provider: "stripe",
      providerReference: `cs_test_${sessions.length}`,
    });
  });

  it("completes on a signed webhook once; a replay changes nothing", async () => {
    const { token, paymentRecordId, trip } = await linkFor(t, admin, 2000);
    await post(t, `/api/checkout/${token}`, {});
    const sessionId = `cs_test_${sessions.length}`;
    const payload = event({ id: sessionId, amount_total: 2000, metadata: { paymentRecordId } }); // prettier-ignore
    const res = await webhook(payload, signed(payload));
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(t, paymentRecordId);
    expect(after).toMatchObject({ status: "completed", providerReference: sessionId, method: "card" }); // prettier-ignore

    const replay = await webhook(payload, signed(payload));
    expect(replay.statusCode).toBe(200);
    expect(await stored(t, paymentRecordId)).toEqual(after);
    const history = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(history.map((a) => a.action)).toEqual(["payment-completed"]);

    // The payer's return page reads it as paid.
    expect((await get(t, `/api/checkout/${token}`)).json().data.status).toBe("completed"); // prettier-ignore

    // A refund goes back to the session's payment intent.
    const refund = await post(t, `/api/payment-records/${paymentRecordId}/refund`, {}, admin); // prettier-ignore
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refunds.at(-1)).toEqual({
      payment_intent: "pi_test_1",
      amount: 2000,
    });
  });

  it("refuses a bad signature (400) and changes nothing", async () => {
    const { token, paymentRecordId } = await linkFor(t, admin, 3100);
    await post(t, `/api/checkout/${token}`, {});
    const payload = event({ id: `cs_test_${sessions.length}`, amount_total: 3100, metadata: { paymentRecordId } }); // prettier-ignore
    expectError(await webhook(payload, signed(payload, "whsec_someone_else")), 400, M.badSignature); // prettier-ignore
    expectError(await webhook(payload, "t=1,v1=deadbeef"), 400, M.badSignature);
    // Signed, then altered: the signature covers the exact bytes.
    const altered = payload.replace("3100", "3101");
    expectError(await webhook(altered, signed(payload)), 400, M.badSignature);
    const noSignature = await t.app.inject({
      method: "POST",
      url: "/api/checkout/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(noSignature.statusCode).toBe(400);
    expect((await stored(t, paymentRecordId)).status).toBe("pending");
  });

  it("answers 503 when Stripe cannot be reached, and the payment stays open", async () => {
    const { token, paymentRecordId } = await linkFor(t, admin, UNREACHABLE);
    expectError(await post(t, `/api/checkout/${token}`, {}), 503, M.providerDown); // prettier-ignore
    expect((await stored(t, paymentRecordId)).status).toBe("pending");
  });

  it("a session paid after the office took the money fails with the reason, and Stripe gets 200 (issue 21)", async () => {
    const { token, paymentRecordId, trip } = await linkFor(t, admin, 4100);
    await post(t, `/api/checkout/${token}`, {});
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "completed", provider: "manual", method: "cash" }); // prettier-ignore
    const payload = event({ id: `cs_test_${sessions.length}`, amount_total: 4100, metadata: { paymentRecordId } }); // prettier-ignore
    const res = await webhook(payload, signed(payload));
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(t, paymentRecordId);
    expect(after.status).toBe("failed");
    expect(after.failureReason).toContain("already paid");
  });

  it("never completes a session paid with another amount", async () => {
    const { token, paymentRecordId } = await linkFor(t, admin, 5000);
    await post(t, `/api/checkout/${token}`, {});
    const payload = event({ id: `cs_test_${sessions.length}`, amount_total: 50, metadata: { paymentRecordId } }); // prettier-ignore
    const res = await webhook(payload, signed(payload));
    expect(res.statusCode).toBe(200);
    const after = await stored(t, paymentRecordId);
    expect(after.status).toBe("failed");
    expect(after.failureReason).toContain("5000");
  });
});
