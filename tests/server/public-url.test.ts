/**
 * Issue 22, payments: PUBLIC_URL defaults to the address the server listens on, and a customer pays
 * their own unpaid private trip through the same checkout link as the office's (one open link).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { defaultPublicUrl, parseConfig } from "../../server/config";
import type { Headers } from "./support/api";
import { as, catalogue, expectError, post } from "./support/api";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const LINK = "/api/payment-records/checkout-link";

describe("PUBLIC_URL's default", () => {
  it("is the host and port the server listens on", () => {
    expect(parseConfig({ HOST: "127.0.0.1", PORT: "8080" }).PUBLIC_URL).toBe(
      "http://127.0.0.1:8080",
    );
    expect(parseConfig({ HOST: "nemt.local", PORT: "3100" }).PUBLIC_URL).toBe(
      "http://nemt.local:3100",
    );
    expect(parseConfig({ HOST: "::1", PORT: "3000" }).PUBLIC_URL).toBe(
      "http://[::1]:3000",
    );
  });

  it("is https when the server serves TLS itself", () => {
    const config = parseConfig({
      HOST: "127.0.0.1",
      PORT: "8443",
      HTTPS_CERT: "/etc/nemt/cert.pem",
      HTTPS_KEY: "/etc/nemt/key.pem",
    });
    expect(config.PUBLIC_URL).toBe("https://127.0.0.1:8443");
  });

  it("on every interface (0.0.0.0) is the machine's first network IPv4 address, else localhost", () => {
    const lan = {
      lo: [{ family: "IPv4", address: "127.0.0.1", internal: true }],
      eth0: [
        { family: "IPv6", address: "fe80::1", internal: false },
        { family: "IPv4", address: "192.168.1.20", internal: false },
      ],
    };
    expect(
      defaultPublicUrl({ host: "0.0.0.0", port: 3000, https: false }, lan),
    ).toBe("http://192.168.1.20:3000");
    expect(
      defaultPublicUrl({ host: "::", port: 3000, https: false }, lan),
    ).toBe("http://192.168.1.20:3000");
    const offline = { lo: lan.lo };
    expect(
      defaultPublicUrl({ host: "0.0.0.0", port: 3000, https: false }, offline),
    ).toBe("http://localhost:3000");
  });

  it("is never used when PUBLIC_URL is set", () => {
    const config = parseConfig({
      HOST: "0.0.0.0",
      PORT: "3000",
      PUBLIC_URL: "https://nemt.example.org",
    });
    expect(config.PUBLIC_URL).toBe("https://nemt.example.org");
    expect(config.publicUrlDerived).toBe(false);
  });
});

describe("a customer's Pay", () => {
  let t: TestApp;
  let customer: { user: { id: string }; headers: Headers };
  let dispatch: Headers;
  let nurse: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://pay.example.org" });
    customer = await as(t, "customer");
    dispatch = (await as(t, "dataadmin")).headers;
    nurse = (await as(t, "nurse")).headers;
  });
  afterAll(() => t.close());

  const ownTrip = (overrides: Parameters<typeof insertTrip>[1] = {}) =>
    insertTrip(t.db, {
      bookingType: "private",
      tripStatus: "confirmed",
      fareTotalCents: 4250,
      bookingUserId: customer.user.id,
      ...overrides,
    });

  it("opens the same checkout link as the office's for their own unpaid private trip", async () => {
    const trip = await ownTrip();
    const mine = await post(t, LINK, { tripId: trip.id }, customer.headers);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).toMatchObject({
      tripId: trip.id,
      amountCents: 4250,
    });
    const office = await post(t, LINK, { tripId: trip.id }, dispatch);
    expect(office.statusCode).toBe(200);
    expect(office.json().data.checkoutUrl).toBe(mine.json().data.checkoutUrl);
    const again = await post(t, LINK, { tripId: trip.id }, customer.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checkoutUrl).toBe(mine.json().data.checkoutUrl);
  });

  it("is refused for another's trip (404, as if it did not exist), a paid one and a facility's", async () => {
    const other = await as(t, "customer");
    const theirs = await insertTrip(t.db, {
      bookingType: "private",
      fareTotalCents: 4250,
      bookingUserId: other.user.id,
    });
    expectError(await post(t, LINK, { tripId: theirs.id }, customer.headers), 404, "Trip not found."); // prettier-ignore
    const paid = await ownTrip();
    await insertPaymentRecord(t.db, { tripId: paid.id, status: "completed" });
    expectError(await post(t, LINK, { tripId: paid.id }, customer.headers), 409, M.alreadyPaid); // prettier-ignore
    const facility = await ownTrip({ bookingType: "facility" });
    expectError(await post(t, LINK, { tripId: facility.id }, customer.headers), 422, M.notPrivate, [{ field: "tripId", message: M.notPrivate }]); // prettier-ignore
  });

  it("stays closed to facility staff, who request trips too", async () => {
    const trip = await insertTrip(t.db, {
      bookingType: "private",
      fareTotalCents: 4250,
    });
    expectError(await post(t, LINK, { tripId: trip.id }, nurse), 403, catalogue(403)); // prettier-ignore
  });
});
