/**
 * The built-in provider completes a payment without a card (issue 21): in production it runs only
 * when PAYMENT_PROVIDER=builtin says so, or for the demo (SEED=demo, `npm start` out of the box) when
 * no provider is named; the start log says which provider takes payments and why. In production with
 * none configured, the payment calls answer 503 "not configured", and the rest of the app runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { testConfig } from "../../server/config";
import { paymentProviders } from "../../server/payments/plugin";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const choose = (env: Record<string, string>) =>
  paymentProviders(testConfig(env));

describe("which provider takes payments", () => {
  it("development and tests: the built-in one, said plainly", () => {
    const dev = choose({ NODE_ENV: "development" });
    expect(dev.checkout?.name).toBe("builtin");
    expect(dev.notice.level).toBe("info");
    expect(choose({}).checkout?.name).toBe("builtin");
  });

  it("production: none unless named; the start log says how to set one", () => {
    const none = choose({ NODE_ENV: "production", SEED: "none" });
    expect(none.checkout).toBeNull();
    expect(none.notice.level).toBe("warn");
    expect(none.notice.message).toContain("PAYMENT_PROVIDER=stripe");
  });

  it("production: the built-in one when named, with a warning that it takes no card", () => {
    const named = choose({ NODE_ENV: "production", SEED: "none", PAYMENT_PROVIDER: "builtin" }); // prettier-ignore
    expect(named.checkout?.name).toBe("builtin");
    expect(named.notice.level).toBe("warn");
    expect(named.notice.message).toContain("without a card");
  });

  it("production demo (npm start out of the box): the built-in one, with the same warning", () => {
    const demo = choose({ NODE_ENV: "production", SEED: "demo" });
    expect(demo.checkout?.name).toBe("builtin");
    expect(demo.notice.level).toBe("warn");
    expect(demo.notice.message).toContain("SEED=demo");
  });

  it("Stripe named without its keys refuses to start", () => {
    expect(() => choose({ NODE_ENV: "production", PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY/); // prettier-ignore
  });
});

describe("in production with no provider", () => {
  let t: TestApp;
  let admin: Headers;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { NODE_ENV: "production", SEED: "none", LOG_LEVEL: "info" },
      { logStream: { write: (l) => lines.push(l) } },
    );
    admin = (await as(t, "systemadmin")).headers;
  });
  afterAll(() => t.close());

  it("says so at start", () => {
    const notice = lines.find((l) => l.includes("PAYMENT_PROVIDER"));
    expect(notice).toBeDefined();
    expect(JSON.parse(notice!).level).toBe(40);
  });

  it("answers the payment calls 503 'not configured', and no payment completes", async () => {
    const trip = await insertTrip(t.db, { bookingType: "private", fareTotalCents: 3000 }); // prettier-ignore
    expectError(
      await post(t, "/api/payment-records/checkout-link", { tripId: trip.id }, admin), // prettier-ignore
      503,
      M.notConfigured,
    );
    // A link made while the built-in provider was on no longer pays.
    const token = "c".repeat(43);
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "pending", provider: "builtin", checkoutToken: token }); // prettier-ignore
    expectError(await get(t, `/api/checkout/${token}`), 503, M.notConfigured);
    expectError(await post(t, `/api/checkout/${token}`, { confirm: true }), 503, M.notConfigured); // prettier-ignore
    // The office still records cash.
    const cash = await post(t, "/api/payment-records", { tripId: trip.id, amountCents: 3000, method: "cash" }, admin); // prettier-ignore
    expect(cash.statusCode, cash.body).toBe(201);
  });
});
