/**
 * The public checkout (issue 12, §2 "Anyone"): a payer opens /checkout/:paymentId signed out, sees
 * only what they need, and pays the server's amount once. Here the built-in provider, which
 * completes on confirmation; the Stripe adapter is in checkout-stripe.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { activities, paymentRecords } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { insertPaymentRecord } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { linkFor, stored } from "./support/paymentFactories";

const UNKNOWN_TOKEN = "A".repeat(43);

describe("with the built-in provider", () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await as(t, "systemadmin")).headers;
  });
  afterAll(() => t.close());

  it("shows a signed-out payer the amount, the date and the stops, nothing more", async () => {
    const { token, trip } = await linkFor(t, admin);
    const res = await get(t, `/api/checkout/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      status: "pending",
      amountCents: 4999,
      currency: "usd",
      tripDate: trip.pickUpDatetime.toISOString(),
      pickUpName: "Home",
      dropOffName: "Mercy Dialysis",
      provider: "builtin",
      paidAt: null,
    });
    expect(res.body).not.toContain(trip.patientId);
    expect(res.body).not.toContain("Elm Street");
  });

  it("answers 404 with a §8 body for an unknown or malformed token", async () => {
    expectError(await get(t, `/api/checkout/${UNKNOWN_TOKEN}`), 404, M.unknownCheckout); // prettier-ignore
    expectError(await get(t, "/api/checkout/1"), 404, M.unknownCheckout);
    expectError(await post(t, `/api/checkout/${UNKNOWN_TOKEN}`, { confirm: true }), 404, M.unknownCheckout); // prettier-ignore
  });

  it("starts with a confirmation step, then completes the server's amount once", async () => {
    const { token, paymentRecordId, trip } = await linkFor(t, admin);
    const start = await post(t, `/api/checkout/${token}`, {});
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data).toMatchObject({ step: "confirm", status: "pending", redirectUrl: null }); // prettier-ignore

    const done = await post(t, `/api/checkout/${token}`, { confirm: true, amountCents: 4999 }); // prettier-ignore
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      step: "done",
      status: "completed",
    });
    const after = await stored(t, paymentRecordId);
    expect(after).toMatchObject({ status: "completed", method: "card", provider: "builtin" }); // prettier-ignore
    expect(after.paidAt).not.toBeNull();
    expect(after.providerReference).toMatch(/^builtin_/);

    // The replay: the same completed state, nothing written.
    const replay = await post(t, `/api/checkout/${token}`, { confirm: true });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(done.json().data);
    expect(await stored(t, paymentRecordId)).toEqual(after);
    const history = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(history.map((a) => a.action)).toEqual(["payment-completed"]);

    const tripRow = (await get(t, `/api/trips/${trip.id}`, admin)).json().data;
    expect(tripRow.paymentRecord.status).toBe("completed");
  });

  it("refuses a tampered amount (422) and changes nothing", async () => {
    const { token, paymentRecordId } = await linkFor(t, admin);
    const before = await stored(t, paymentRecordId);
    expectError(
      await post(t, `/api/checkout/${token}`, {
        confirm: true,
        amountCents: 1,
      }),
      422,
      M.amountMismatch,
      [{ field: "amountCents", message: M.amountMismatch }],
    );
    expect(await stored(t, paymentRecordId)).toEqual(before);
    const extra = await post(t, `/api/checkout/${token}`, { amount: 1 });
    expect(extra.statusCode).toBe(422);
  });

  it("refuses to take a refunded or failed payment, or a trip paid otherwise (409)", async () => {
    const { token, paymentRecordId } = await linkFor(t, admin);
    await t.db
      .update(paymentRecords)
      .set({ status: "failed" })
      .where(eq(paymentRecords.id, paymentRecordId));
    expectError(await post(t, `/api/checkout/${token}`, { confirm: true }), 409, M.notPayable); // prettier-ignore

    const other = await linkFor(t, admin);
    await insertPaymentRecord(t.db, { tripId: other.trip.id, status: "completed", provider: "manual" }); // prettier-ignore
    expectError(await post(t, `/api/checkout/${other.token}`, { confirm: true }), 409, M.alreadyPaid); // prettier-ignore
  });

  it("has no Stripe webhook while Stripe is not configured, and refuses an unsigned call first", async () => {
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/checkout/stripe/webhook",
      headers: { "stripe-signature": "t=1,v1=00" },
      payload: { type: "x" },
    });
    expect(signed.statusCode).toBe(404);
    const unsigned = await post(t, "/api/checkout/stripe/webhook", {
      type: "x",
    });
    expect(unsigned.statusCode).toBe(400);
  });
});
