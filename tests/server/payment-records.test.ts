/**
 * Payment records (issue 12): the four §7 calls for holders of view-payment-records (reads) and
 * administrators (writes), the office's manual records, refunds, the checkout link, and the trip's
 * paymentRecord extra following the ledger (§4: paid only when completed).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { activities, paymentRecords } from "../../server/db/schema";
import type { Headers } from "./support/api";
import {
  as,
  catalogue,
  del,
  expectError,
  get,
  post,
  search,
} from "./support/api";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const PREFIX = "/api/payment-records";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let admin: Headers;
let dataadmin: Headers;
let nurse: Headers;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://pay.example.org" });
  admin = (await as(t, "systemadmin")).headers;
  dataadmin = (await as(t, "dataadmin")).headers;
  nurse = (await as(t, "nurse")).headers;
});
afterAll(() => t.close());

const privateTrip = (fareTotalCents = 4250) =>
  insertTrip(t.db, {
    bookingType: "private",
    tripStatus: "completed",
    fareTotalCents,
  });

describe("access", () => {
  it("needs a session (401) and view-payment-records to read (403)", async () => {
    expectError(await post(t, `${PREFIX}/search`, {}), 401);
    expectError(await get(t, `${PREFIX}/${UNKNOWN}`), 401);
    expectError(await post(t, `${PREFIX}/search`, {}, dataadmin), 403);
    expectError(await post(t, `${PREFIX}/search`, {}, nurse), 403);
  });

  it("leaves writes to administrators", async () => {
    const trip = await privateTrip();
    const body = { tripId: trip.id, amountCents: 100, method: "cash" };
    expectError(await post(t, PREFIX, body, dataadmin), 403);
    const record = await insertPaymentRecord(t.db, {
      tripId: trip.id,
      status: "pending",
    });
    expectError(await del(t, `${PREFIX}/${record.id}`, dataadmin), 403);
    expectError(await post(t, `${PREFIX}/${record.id}/refund`, {}, nurse), 403);
  });
});

describe("the office's records", () => {
  it("records a cash payment as completed and paid now; the trip counts as paid", async () => {
    const trip = await privateTrip();
    const before = Date.now();
    const res = await post(
      t,
      PREFIX,
      { tripId: trip.id, amountCents: 4250, method: "cash" },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({
      tripId: trip.id,
      amountCents: 4250,
      method: "cash",
      status: "completed",
      provider: "manual",
      refundedAt: null,
    });
    expect(row).not.toHaveProperty("checkoutToken");
    expect(Date.parse(row.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json().message).toBe("New Payment Record added.");

    const got = await get(t, `${PREFIX}/${row.paymentRecordId}`, admin);
    expect(got.json().data).toEqual(row);
    const tripRow = (await get(t, `/api/trips/${trip.id}`, admin)).json().data;
    expect(tripRow.paymentRecord).toEqual({
      paymentRecordId: row.paymentRecordId,
      status: "completed",
      amount: 4250,
    });
  });

  it("refuses a card payment, an unknown trip, a bad amount and 'refunded' (422)", async () => {
    const trip = await privateTrip();
    expectError(
      await post(
        t,
        PREFIX,
        { tripId: trip.id, amountCents: 100, method: "card" },
        admin,
      ),
      422,
      M.cardThroughCheckout,
      [{ field: "method", message: M.cardThroughCheckout }],
    );
    expectError(
      await post(
        t,
        PREFIX,
        { tripId: UNKNOWN, amountCents: 100, method: "cash" },
        admin,
      ),
      422,
      M.unknownTrip,
      [{ field: "tripId", message: M.unknownTrip }],
    );
    const zero = await post(
      t,
      PREFIX,
      { tripId: trip.id, amountCents: 0, method: "cash" },
      admin,
    );
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual([
      { field: "amountCents", message: M.amount },
    ]);
    expectError(
      await post(
        t,
        PREFIX,
        {
          tripId: trip.id,
          amountCents: 100,
          method: "cash",
          status: "refunded",
        },
        admin,
      ),
      422,
      M.refundedThroughRefund,
      [{ field: "status", message: M.refundedThroughRefund }],
    );
  });

  it("refuses a second completed payment of a trip (409)", async () => {
    const trip = await privateTrip();
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "completed" });
    expectError(
      await post(
        t,
        PREFIX,
        { tripId: trip.id, amountCents: 100, method: "check" },
        admin,
      ),
      409,
      M.alreadyPaid,
    );
  });

  it("deletes a pending record but never a completed one (409); unknown ids are 404", async () => {
    const trip = await privateTrip();
    const pending = await insertPaymentRecord(t.db, {
      tripId: trip.id,
      status: "pending",
    });
    const done = await insertPaymentRecord(t.db, {
      tripId: trip.id,
      status: "completed",
      provider: "builtin",
    });
    expectError(
      await del(t, `${PREFIX}/${done.id}`, admin),
      409,
      M.deleteSettled,
    );
    const res = await del(t, `${PREFIX}/${pending.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Payment Record deleted.");
    expectError(
      await get(t, `${PREFIX}/${UNKNOWN}`, admin),
      404,
      "Payment Record not found.",
    );
    expectError(
      await post(
        t,
        PREFIX,
        {
          paymentRecordId: done.id,
          tripId: trip.id,
          amountCents: 1,
          method: "cash",
        },
        admin,
      ),
      409,
      M.settled,
    );
  });
});

describe("search", () => {
  it("filters by method, status and dates and sorts by amount", async () => {
    const trip = await privateTrip();
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "failed", method: "check", amountCents: 7 }); // prettier-ignore
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "failed", method: "check", amountCents: 9 }); // prettier-ignore
    const page = await search<{ amountCents: number; status: string }>(
      t,
      "/payment-records",
      admin,
      { method: "check", status: "failed", sortBy: "amountCents", sortDescending: true, tripId: trip.id }, // prettier-ignore
    );
    expect(page.data.map((r) => r.amountCents)).toEqual([9, 7]);
    const none = await search(t, "/payment-records", admin, {
      tripId: trip.id,
      fromDate: "2001-01-01",
      toDate: "2001-01-02",
    });
    expect(none.total).toBe(0);
  });
});

describe("refunds", () => {
  it("refunds a completed payment once, with its date and an activity; others are 409", async () => {
    const trip = await privateTrip();
    const paid = await insertPaymentRecord(t.db, {
      tripId: trip.id,
      status: "completed",
      provider: "builtin",
      providerReference: "builtin_test_refund",
      paidAt: new Date(),
    });
    const res = await post(t, `${PREFIX}/${paid.id}/refund`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("refunded");
    expect(res.json().data.refundedAt).not.toBeNull();
    expectError(
      await post(t, `${PREFIX}/${paid.id}/refund`, {}, admin),
      409,
      M.refundOnlyCompleted,
    );
    const history = await t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(history.map((a) => a.action)).toEqual(["payment-refunded"]);
    expectError(
      await post(t, `${PREFIX}/${UNKNOWN}/refund`, {}, admin),
      404,
      "Payment Record not found.",
    );
    expectError(await post(t, `${PREFIX}/${paid.id}/refund`, {}), 401);
  });
});

describe("checkout links", () => {
  it("makes one link per trip for the server's fare, for modify-trips holders", async () => {
    const trip = await privateTrip(6150);
    const res = await post(t, `${PREFIX}/checkout-link`, { tripId: trip.id }, dataadmin); // prettier-ignore
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data;
    expect(link).toMatchObject({ tripId: trip.id, amountCents: 6150, status: "pending" }); // prettier-ignore
    expect(link.checkoutUrl).toMatch(
      /^https:\/\/pay\.example\.org\/checkout\/[A-Za-z0-9_-]{43}$/,
    );
    const again = await post(t, `${PREFIX}/checkout-link`, { tripId: trip.id }, admin); // prettier-ignore
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checkoutUrl).toBe(link.checkoutUrl);
    const [stored] = await t.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.id, link.paymentRecordId));
    expect(stored.checkoutToken).toBe(link.checkoutUrl.split("/").pop());
    expect(stored.provider).toBe("builtin");
  });

  it("refuses what cannot be paid through a link", async () => {
    expectError(await post(t, `${PREFIX}/checkout-link`, { tripId: UNKNOWN }, admin), 404, "Trip not found."); // prettier-ignore
    const facilityTrip = await insertTrip(t.db, { bookingType: "facility", fareTotalCents: 100 }); // prettier-ignore
    expectError(
      await post(
        t,
        `${PREFIX}/checkout-link`,
        { tripId: facilityTrip.id },
        admin,
      ),
      422,
      M.notPrivate,
      [{ field: "tripId", message: M.notPrivate }],
    );
    const paid = await privateTrip();
    await insertPaymentRecord(t.db, { tripId: paid.id, status: "completed" });
    expectError(await post(t, `${PREFIX}/checkout-link`, { tripId: paid.id }, admin), 409, M.alreadyPaid); // prettier-ignore
    expectError(await post(t, `${PREFIX}/checkout-link`, { tripId: paid.id }, nurse), 403, catalogue(403)); // prettier-ignore
    const bad = await post(
      t,
      `${PREFIX}/checkout-link`,
      { tripId: "x" },
      admin,
    );
    expect(bad.statusCode).toBe(422);
  });
});
