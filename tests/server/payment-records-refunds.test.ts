/**
 * Payment records (issue 12): search, refunds and the checkout link. Access and the office's manual
 * records: payment-records.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { activities, paymentRecords } from "../../server/db/schema";
import { catalogue, expectError, post, search } from "./support/api";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import {
  paymentRecordsWorld,
  PREFIX,
  privateTrip,
  UNKNOWN,
} from "./support/paymentFactories";

const w = paymentRecordsWorld();

describe("search", () => {
  it("filters by method, status and dates and sorts by amount", async () => {
    const trip = await privateTrip(w.t.db);
    await insertPaymentRecord(w.t.db, { tripId: trip.id, status: "failed", method: "check", amountCents: 7 }); // prettier-ignore
    await insertPaymentRecord(w.t.db, { tripId: trip.id, status: "failed", method: "check", amountCents: 9 }); // prettier-ignore
    const page = await search<{ amountCents: number; status: string }>(
      w.t,
      "/payment-records",
      w.admin,
      { method: "check", status: "failed", sortBy: "amountCents", sortDescending: true, tripId: trip.id }, // prettier-ignore
    );
    expect(page.data.map((r) => r.amountCents)).toEqual([9, 7]);
    const none = await search(w.t, "/payment-records", w.admin, {
      tripId: trip.id,
      fromDate: "2001-01-01",
      toDate: "2001-01-02",
    });
    expect(none.total).toBe(0);
  });
});

describe("refunds", () => {
  it("refunds a completed payment once, with its date and an activity; others are 409", async () => {
    const trip = await privateTrip(w.t.db);
    const paid = await insertPaymentRecord(w.t.db, {
      tripId: trip.id,
      status: "completed",
      provider: "builtin",
      providerReference: "builtin_test_refund",
      paidAt: new Date(),
    });
    const res = await post(w.t, `${PREFIX}/${paid.id}/refund`, {}, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("refunded");
    expect(res.json().data.refundedAt).not.toBeNull();
    expectError(
      await post(w.t, `${PREFIX}/${paid.id}/refund`, {}, w.admin),
      409,
      M.refundOnlyCompleted,
    );
    const history = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, trip.id));
    expect(history.map((a) => a.action)).toEqual(["payment-refunded"]);
    expectError(
      await post(w.t, `${PREFIX}/${UNKNOWN}/refund`, {}, w.admin),
      404,
      "Payment Record not found.",
    );
    expectError(await post(w.t, `${PREFIX}/${paid.id}/refund`, {}), 401);
  });
});

describe("checkout links", () => {
  it("makes one link per trip for the server's fare, for modify-trips holders", async () => {
    const trip = await privateTrip(w.t.db, 6150);
    const res = await post(w.t, `${PREFIX}/checkout-link`, { tripId: trip.id }, w.dataadmin); // prettier-ignore
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data;
    expect(link).toMatchObject({ tripId: trip.id, amountCents: 6150, status: "pending" }); // prettier-ignore
    expect(link.checkoutUrl).toMatch(
      /^https:\/\/pay\.example\.org\/checkout\/[A-Za-z0-9_-]{43}$/,
    );
    const again = await post(w.t, `${PREFIX}/checkout-link`, { tripId: trip.id }, w.admin); // prettier-ignore
    expect(again.statusCode).toBe(200);
    expect(again.json().data.checkoutUrl).toBe(link.checkoutUrl);
    const [stored] = await w.t.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.id, link.paymentRecordId));
    expect(stored.checkoutToken).toBe(link.checkoutUrl.split("/").pop());
    expect(stored.provider).toBe("builtin");
  });

  it("refuses what cannot be paid through a link", async () => {
    expectError(await post(w.t, `${PREFIX}/checkout-link`, { tripId: UNKNOWN }, w.admin), 404, "Trip not found."); // prettier-ignore
    const facilityTrip = await insertTrip(w.t.db, { bookingType: "facility", fareTotalCents: 100 }); // prettier-ignore
    expectError(
      await post(
        w.t,
        `${PREFIX}/checkout-link`,
        { tripId: facilityTrip.id },
        w.admin,
      ),
      422,
      M.notPrivate,
      [{ field: "tripId", message: M.notPrivate }],
    );
    const paid = await privateTrip(w.t.db);
    await insertPaymentRecord(w.t.db, { tripId: paid.id, status: "completed" });
    expectError(await post(w.t, `${PREFIX}/checkout-link`, { tripId: paid.id }, w.admin), 409, M.alreadyPaid); // prettier-ignore
    expectError(await post(w.t, `${PREFIX}/checkout-link`, { tripId: paid.id }, w.nurse), 403, catalogue(403)); // prettier-ignore
    const bad = await post(
      w.t,
      `${PREFIX}/checkout-link`,
      { tripId: "x" },
      w.admin,
    );
    expect(bad.statusCode).toBe(422);
  });
});
