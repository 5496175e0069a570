/**
 * The report test files' shared set-up: the report call, and a known set of trips, invoices and
 * payments in March 2026 (New York time) whose figures reports-march.test.ts works out by hand.
 */
import { expect } from "vitest";
import { REPORT_MESSAGES } from "../../../domain/schemas/report";
import type { Db } from "../../../server/db/client";
import {
  invoiceAdjustments,
  invoicePayments,
  invoices,
  paymentAllocations,
} from "../../../server/db/schema";
import type { Headers } from "./api";
import { post } from "./api";
import { buildFacility } from "./factories";
import { insertPaymentRecord, insertTrip } from "./tripFactories";
import type { TestApp } from "./testApp";

export const API = "/api/reports/transport";
export const MARCH = { fromDate: "2026-03-01", toDate: "2026-03-31" };
export const ZONE = "America/New_York";

/** One report, answered 200 with its "ready" message. */
export async function report<T>(
  t: TestApp,
  kind: string,
  body: unknown,
  headers: Headers,
) {
  const res = await post(t, `${API}/${kind}`, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(REPORT_MESSAGES.ready);
  return res.json().data as T;
}

let invoiceNo = 0;
async function insertInvoice(
  db: Db,
  values: Partial<typeof invoices.$inferInsert> & {
    facilityId: string;
    totalCents: number;
  },
) {
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-T${++invoiceNo}`,
      billedToName: "Test payer",
      periodFrom: "2025-01-01",
      periodTo: "2025-01-31",
      submissionStatus: "sent",
      ...values,
    })
    .returning();
  return row;
}

/** A payment received at `receivedAt`, allocated in full to one invoice. */
async function pay(
  db: Db,
  invoiceId: string,
  amountCents: number,
  receivedAt: string,
) {
  const [payment] = await db
    .insert(invoicePayments)
    .values({ amountCents, method: "check", receivedAt: new Date(receivedAt) })
    .returning();
  await db
    .insert(paymentAllocations)
    .values({ paymentId: payment.id, invoiceId, amountCents });
}

/** Writes the March set; the facilities' ids come back for the expected rows. */
export async function seedMarch(
  db: Db,
): Promise<{ alpha: string; beta: string }> {
  const alpha = (await buildFacility(db, { name: "Alpha Care" })).id;
  const beta = (
    await buildFacility(db, {
      name: "Beta Hospital",
      facilityType: "hospital",
    })
  ).id;
  const trip = (
    pickUp: string,
    tripStatus: string,
    bookingType: string,
    facilityId: string | null,
    outcomeCode: string | null = null,
  ) =>
    insertTrip(db, {
      pickUpDatetime: new Date(pickUp),
      tripStatus,
      bookingType,
      facilityId,
      outcomeCode,
    });
  await trip(
    "2026-03-02T15:00:00Z",
    "completed",
    "facility",
    alpha,
    "completed",
  );
  await trip("2026-03-03T15:00:00Z", "cancelled", "facility", alpha, "no-show");
  await trip(
    "2026-03-04T15:00:00Z",
    "cancelled",
    "facility",
    alpha,
    "late-cancel",
  );
  await trip("2026-03-05T15:00:00Z", "pending", "hospital", beta);
  await trip("2026-03-06T15:00:00Z", "confirmed", "hospital", beta);
  await trip("2026-03-07T15:00:00Z", "cancelled", "hospital", beta, "no-show");
  await trip("2026-03-20T15:00:00Z", "delayed", "facility", beta);
  const privateA = await trip(
    "2026-03-10T15:00:00Z",
    "in-progress",
    "private",
    null,
  );
  // 23:30 on 31 March in New York (EDT): inside the period.
  const privateB = await trip(
    "2026-04-01T03:30:00Z",
    "completed",
    "private",
    null,
  );
  // 23:30 on 28 February in New York (EST): before it.
  const before = await trip(
    "2026-03-01T04:30:00Z",
    "completed",
    "facility",
    alpha,
    "no-show",
  );
  // Midnight starting 1 April in New York: after it.
  const after = await trip(
    "2026-04-01T04:00:00Z",
    "delayed",
    "hospital",
    beta,
    "no-show",
  );

  // Private payments: completed ones paid in the period count (10,705 cents).
  const record = (
    tripId: string,
    status: string,
    amountCents: number,
    paidAt: string | null,
  ) =>
    insertPaymentRecord(db, {
      tripId,
      status,
      amountCents,
      paidAt: paidAt ? new Date(paidAt) : null,
    });
  await record(privateA.id, "completed", 5905, "2026-03-10T16:00:00Z");
  await record(privateB.id, "refunded", 3000, "2026-03-12T16:00:00Z");
  await record(privateB.id, "completed", 4100, "2026-04-01T03:30:00Z");
  await record(privateA.id, "pending", 1000, null);
  await record(before.id, "completed", 2000, "2026-02-27T16:00:00Z");
  // Completed before the ledger kept paid_at: counted when it was recorded (on a trip of its
  // own: a trip has one completed payment, issue 21; the sum follows the payment, not the trip).
  await insertPaymentRecord(db, {
    tripId: after.id,
    status: "completed",
    amountCents: 700,
    paidAt: null,
    createdAt: new Date("2026-03-15T15:00:00Z"),
  });

  // Invoices. I1: issued in March, 4,000 of 10,000 paid in March → 6,000 aged 26 days.
  const i1 = await insertInvoice(db, {
    facilityId: alpha,
    totalCents: 10_000,
    issuedOn: "2026-03-05",
  });
  await pay(db, i1.id, 4000, "2026-03-10T15:00:00Z");
  // I2: issued in January; 5,000 paid in February, 1,000 adjusted in March, 3,000 paid in April
  // (after the period) → 14,000 aged 75 days.
  const i2 = await insertInvoice(db, {
    facilityId: beta,
    totalCents: 20_000,
    issuedOn: "2026-01-15",
  });
  await pay(db, i2.id, 5000, "2026-02-10T15:00:00Z");
  await db.insert(invoiceAdjustments).values({
    invoiceId: i2.id,
    kind: "write-off",
    amountCents: 1000,
    reason: "Goodwill",
    createdAt: new Date("2026-03-15T15:00:00Z"),
  });
  await pay(db, i2.id, 3000, "2026-04-05T15:00:00Z");
  // I3 void, I4 a draft (never issued), I7 issued after the period: nowhere.
  await insertInvoice(db, {
    facilityId: alpha,
    totalCents: 7000,
    issuedOn: "2026-03-20",
    submissionStatus: "void",
  });
  await insertInvoice(db, {
    facilityId: alpha,
    totalCents: 3000,
    submissionStatus: "draft",
  });
  await insertInvoice(db, {
    facilityId: beta,
    totalCents: 9999,
    issuedOn: "2026-04-02",
  });
  // I5: paid in full before the period: no balance.
  const i5 = await insertInvoice(db, {
    facilityId: beta,
    totalCents: 5000,
    issuedOn: "2025-11-01",
  });
  await pay(db, i5.id, 5000, "2025-12-01T15:00:00Z");
  // I6: nothing paid, 120 days old.
  await insertInvoice(db, {
    facilityId: alpha,
    totalCents: 8000,
    issuedOn: "2025-12-01",
  });
  // I8: 31 days old; 500 received at 23:00 on 31 March (New York) → 2,000 left.
  const i8 = await insertInvoice(db, {
    facilityId: beta,
    totalCents: 2500,
    issuedOn: "2026-02-28",
  });
  await pay(db, i8.id, 500, "2026-04-01T03:00:00Z");
  return { alpha, beta };
}
