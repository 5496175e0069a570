/**
 * Payment records (issue 12): the four §7 calls for holders of view-payment-records (reads) and
 * administrators (writes), and the office's manual records, with the trip's paymentRecord extra
 * following the ledger (§4: paid only when completed). Search, refunds and the checkout link are in
 * payment-records-refunds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { del, expectError, get, post } from "./support/api";
import { insertPaymentRecord } from "./support/tripFactories";
import {
  paymentRecordsWorld,
  PREFIX,
  privateTrip,
  UNKNOWN,
} from "./support/paymentFactories";

const w = paymentRecordsWorld();

describe("access", () => {
  it("needs a session (401) and view-payment-records to read (403)", async () => {
    expectError(await post(w.t, `${PREFIX}/search`, {}), 401);
    expectError(await get(w.t, `${PREFIX}/${UNKNOWN}`), 401);
    expectError(await post(w.t, `${PREFIX}/search`, {}, w.dataadmin), 403);
    expectError(await post(w.t, `${PREFIX}/search`, {}, w.nurse), 403);
  });

  it("leaves writes to administrators", async () => {
    const trip = await privateTrip(w.t.db);
    const body = { tripId: trip.id, amountCents: 100, method: "cash" };
    expectError(await post(w.t, PREFIX, body, w.dataadmin), 403);
    const record = await insertPaymentRecord(w.t.db, {
      tripId: trip.id,
      status: "pending",
    });
    expectError(await del(w.t, `${PREFIX}/${record.id}`, w.dataadmin), 403);
    expectError(
      await post(w.t, `${PREFIX}/${record.id}/refund`, {}, w.nurse),
      403,
    );
  });
});

describe("the office's records", () => {
  it("records a cash payment as completed and paid now; the trip counts as paid", async () => {
    const trip = await privateTrip(w.t.db);
    const before = Date.now();
    const res = await post(
      w.t,
      PREFIX,
      { tripId: trip.id, amountCents: 4250, method: "cash" },
      w.admin,
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

    const got = await get(w.t, `${PREFIX}/${row.paymentRecordId}`, w.admin);
    expect(got.json().data).toEqual(row);
    const tripRow = (await get(w.t, `/api/trips/${trip.id}`, w.admin)).json()
      .data;
    expect(tripRow.paymentRecord).toEqual({
      paymentRecordId: row.paymentRecordId,
      status: "completed",
      amount: 4250,
    });
  });

  it("refuses a card payment, an unknown trip, a bad amount and 'refunded' (422)", async () => {
    const trip = await privateTrip(w.t.db);
    expectError(
      await post(
        w.t,
        PREFIX,
        { tripId: trip.id, amountCents: 100, method: "card" },
        w.admin,
      ),
      422,
      M.cardThroughCheckout,
      [{ field: "method", message: M.cardThroughCheckout }],
    );
    expectError(
      await post(
        w.t,
        PREFIX,
        { tripId: UNKNOWN, amountCents: 100, method: "cash" },
        w.admin,
      ),
      422,
      M.unknownTrip,
      [{ field: "tripId", message: M.unknownTrip }],
    );
    const zero = await post(
      w.t,
      PREFIX,
      { tripId: trip.id, amountCents: 0, method: "cash" },
      w.admin,
    );
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual([
      { field: "amountCents", message: M.amount },
    ]);
    expectError(
      await post(
        w.t,
        PREFIX,
        {
          tripId: trip.id,
          amountCents: 100,
          method: "cash",
          status: "refunded",
        },
        w.admin,
      ),
      422,
      M.refundedThroughRefund,
      [{ field: "status", message: M.refundedThroughRefund }],
    );
  });

  it("refuses a second completed payment of a trip (409)", async () => {
    const trip = await privateTrip(w.t.db);
    await insertPaymentRecord(w.t.db, { tripId: trip.id, status: "completed" });
    expectError(
      await post(
        w.t,
        PREFIX,
        { tripId: trip.id, amountCents: 100, method: "check" },
        w.admin,
      ),
      409,
      M.alreadyPaid,
    );
  });

  it("deletes a pending record but never a completed one (409); unknown ids are 404", async () => {
    const trip = await privateTrip(w.t.db);
    const pending = await insertPaymentRecord(w.t.db, {
      tripId: trip.id,
      status: "pending",
    });
    const done = await insertPaymentRecord(w.t.db, {
      tripId: trip.id,
      status: "completed",
      provider: "builtin",
    });
    expectError(
      await del(w.t, `${PREFIX}/${done.id}`, w.admin),
      409,
      M.deleteSettled,
    );
    const res = await del(w.t, `${PREFIX}/${pending.id}`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Payment Record deleted.");
    expectError(
      await get(w.t, `${PREFIX}/${UNKNOWN}`, w.admin),
      404,
      "Payment Record not found.",
    );
    expectError(
      await post(
        w.t,
        PREFIX,
        {
          paymentRecordId: done.id,
          tripId: trip.id,
          amountCents: 1,
          method: "cash",
        },
        w.admin,
      ),
      409,
      M.settled,
    );
  });
});
