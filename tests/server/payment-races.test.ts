/**
 * One trip is paid once (issue 21): the database itself holds at most one completed payment and at
 * most one open checkout link (a pending record with a token) per trip, whatever the interleaving.
 * Ten concurrent calls race here; on PGlite they interleave at every await, on PostgreSQL (with
 * TEST_DATABASE_URL) they run on separate connections of the pool, which is where the race was found.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { paymentRecords } from "../../server/db/schema";
import type { Headers, Res } from "./support/api";
import { as, post } from "./support/api";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const PREFIX = "/api/payment-records";
const RACERS = 10;

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

const privateTrip = () =>
  insertTrip(t.db, {
    bookingType: "private",
    tripStatus: "completed",
    fareTotalCents: 4250,
  });

const recordsOf = (tripId: string) =>
  t.db.select().from(paymentRecords).where(eq(paymentRecords.tripId, tripId));

/** A refusal of the race's loser: 409 with one of these messages. */
function expectConflict(res: Res, ...messages: string[]): void {
  expect(res.statusCode, res.body).toBe(409);
  expect(messages).toContain(res.json().message);
}

const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe("concurrent checkout links and payments", () => {
  it("give one open link; paying it at once completes one payment", async () => {
    const trip = await privateTrip();
    const links = await times(RACERS, () =>
      post(t, `${PREFIX}/checkout-link`, { tripId: trip.id }, admin),
    );
    for (const res of links) expect([200, 201], res.body).toContain(res.statusCode); // prettier-ignore
    const urls = new Set(links.map((r) => r.json().data.checkoutUrl));
    expect(urls.size).toBe(1);
    expect(await recordsOf(trip.id)).toHaveLength(1);

    const token = [...urls][0].split("/").pop()!;
    const paid = await times(RACERS, () =>
      post(t, `/api/checkout/${token}`, { confirm: true }),
    );
    for (const res of paid) expect(res.statusCode, res.body).toBe(200);
    const completed = (await recordsOf(trip.id)).filter(
      (r) => r.status === "completed",
    );
    expect(completed).toHaveLength(1);
  });

  it("a new link is refused once the trip is paid; a failed link no longer counts as open", async () => {
    const trip = await privateTrip();
    const first = await post(t, `${PREFIX}/checkout-link`, { tripId: trip.id }, admin); // prettier-ignore
    expect(first.statusCode, first.body).toBe(201);
    await t.db
      .update(paymentRecords)
      .set({ status: "failed" })
      .where(eq(paymentRecords.id, first.json().data.paymentRecordId));
    const second = await post(t, `${PREFIX}/checkout-link`, { tripId: trip.id }, admin); // prettier-ignore
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.checkoutUrl).not.toBe(
      first.json().data.checkoutUrl,
    );
  });

  it("the database refuses a second open link of a trip, whoever writes it", async () => {
    const trip = await privateTrip();
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "pending", checkoutToken: "a".repeat(43) }); // prettier-ignore
    await expect(
      insertPaymentRecord(t.db, { tripId: trip.id, status: "pending", checkoutToken: "b".repeat(43) }), // prettier-ignore
    ).rejects.toThrow();
    // A failed link the office sets back to pending would be a second open one: 409.
    const failed = await insertPaymentRecord(t.db, { tripId: trip.id, status: "failed", method: "card", checkoutToken: "c".repeat(43) }); // prettier-ignore
    const reopen = await post(
      t,
      PREFIX,
      { paymentRecordId: failed.id, tripId: trip.id, amountCents: 4250, method: "card", status: "pending" }, // prettier-ignore
      admin,
    );
    expectConflict(reopen, M.openLink);
    // The office's pending records carry no link: several may stand.
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "pending" });
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "pending" });
  });
});

describe("concurrent completed records", () => {
  it("the office's ten 'completed' records at once: one is taken, the others are 409", async () => {
    const trip = await privateTrip();
    const answers = await times(RACERS, (i) =>
      post(
        t,
        PREFIX,
        { tripId: trip.id, amountCents: 4250, method: "cash", providerReference: `race-${i}` }, // prettier-ignore
        admin,
      ),
    );
    const taken = answers.filter((r) => r.statusCode < 300);
    expect(taken).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode >= 300))
      expectConflict(res, M.alreadyPaid);
    const completed = await t.db
      .select()
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.tripId, trip.id),
          eq(paymentRecords.status, "completed"),
        ),
      );
    expect(completed).toHaveLength(1);
  });

  it("a link paid while the office records cash: one completed payment, the loser is 409", async () => {
    const trip = await privateTrip();
    const link = await post(t, `${PREFIX}/checkout-link`, { tripId: trip.id }, admin); // prettier-ignore
    const token = link.json().data.checkoutUrl.split("/").pop();
    const answers = await times(
      RACERS,
      (i) =>
      i % 2
        ? post(t, `/api/checkout/${token}`, { confirm: true })
        : post(t, PREFIX, { tripId: trip.id, amountCents: 4250, method: "check" }, admin), // prettier-ignore
    );
    for (const res of answers.filter((r) => r.statusCode >= 300))
      expectConflict(res, M.alreadyPaid, M.notPayable);
    const completed = (await recordsOf(trip.id)).filter(
      (r) => r.status === "completed",
    );
    expect(completed).toHaveLength(1);
  });

  it("the database refuses a second completed payment, whoever writes it; a refunded one does not count", async () => {
    const trip = await privateTrip();
    const paid = await insertPaymentRecord(t.db, { tripId: trip.id, status: "completed" }); // prettier-ignore
    await expect(
      insertPaymentRecord(t.db, { tripId: trip.id, status: "completed" }),
    ).rejects.toThrow();
    await t.db
      .update(paymentRecords)
      .set({ status: "refunded" })
      .where(eq(paymentRecords.id, paid.id));
    await insertPaymentRecord(t.db, { tripId: trip.id, status: "completed" });
  });
});
