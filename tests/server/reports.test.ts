/**
 * Transport reports (issue 12): POST /reports/transport/{trips,revenue,rates}. A small known set of
 * trips, invoices and payments, with the figures worked out by hand (period edges in the operator's
 * time zone included); then the demo data set, with every figure recounted here from the raw rows.
 * Who may call them, and the period's validation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_CODES } from "../../domain/privileges";
import type {
  RatesReport,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import {
  ageingBucket,
  AGEING_BUCKETS,
  MAX_REPORT_DAYS,
  periodDays,
  REPORT_MESSAGES,
} from "../../domain/schemas/report";
import { BOOKING_TYPES, TRIP_STATUSES } from "../../domain/schemas/tripParts";
import { dayIn } from "../../domain/zonedTime";
import type { Db } from "../../server/db/client";
import {
  facilities,
  invoiceAdjustments,
  invoicePayments,
  invoices,
  paymentAllocations,
  paymentRecords,
  trips,
} from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildFacility } from "./support/factories";
import { insertPaymentRecord, insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const API = "/api/reports/transport";
const MARCH = { fromDate: "2026-03-01", toDate: "2026-03-31" };
const ZONE = "America/New_York";

async function report<T>(
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

describe("a known set of trips, invoices and payments (March 2026, New York time)", () => {
  let t: TestApp;
  let admin: Headers;
  let alpha: string;
  let beta: string;

  beforeAll(async () => {
    t = await buildTestApp({ TRIP_TIME_ZONE: ZONE });
    admin = (await as(t, "systemadmin")).headers;
    alpha = (await buildFacility(t.db, { name: "Alpha Care" })).id;
    beta = (
      await buildFacility(t.db, {
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
      insertTrip(t.db, {
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
    await trip(
      "2026-03-03T15:00:00Z",
      "cancelled",
      "facility",
      alpha,
      "no-show",
    );
    await trip(
      "2026-03-04T15:00:00Z",
      "cancelled",
      "facility",
      alpha,
      "late-cancel",
    );
    await trip("2026-03-05T15:00:00Z", "pending", "hospital", beta);
    await trip("2026-03-06T15:00:00Z", "confirmed", "hospital", beta);
    await trip(
      "2026-03-07T15:00:00Z",
      "cancelled",
      "hospital",
      beta,
      "no-show",
    );
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
      insertPaymentRecord(t.db, {
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
    await insertPaymentRecord(t.db, {
      tripId: after.id,
      status: "completed",
      amountCents: 700,
      paidAt: null,
      createdAt: new Date("2026-03-15T15:00:00Z"),
    });

    // Invoices. I1: issued in March, 4,000 of 10,000 paid in March → 6,000 aged 26 days.
    const i1 = await insertInvoice(t.db, {
      facilityId: alpha,
      totalCents: 10_000,
      issuedOn: "2026-03-05",
    });
    await pay(t.db, i1.id, 4000, "2026-03-10T15:00:00Z");
    // I2: issued in January; 5,000 paid in February, 1,000 adjusted in March, 3,000 paid in April
    // (after the period) → 14,000 aged 75 days.
    const i2 = await insertInvoice(t.db, {
      facilityId: beta,
      totalCents: 20_000,
      issuedOn: "2026-01-15",
    });
    await pay(t.db, i2.id, 5000, "2026-02-10T15:00:00Z");
    await t.db.insert(invoiceAdjustments).values({
      invoiceId: i2.id,
      kind: "write-off",
      amountCents: 1000,
      reason: "Goodwill",
      createdAt: new Date("2026-03-15T15:00:00Z"),
    });
    await pay(t.db, i2.id, 3000, "2026-04-05T15:00:00Z");
    // I3 void, I4 a draft (never issued), I7 issued after the period: nowhere.
    await insertInvoice(t.db, {
      facilityId: alpha,
      totalCents: 7000,
      issuedOn: "2026-03-20",
      submissionStatus: "void",
    });
    await insertInvoice(t.db, {
      facilityId: alpha,
      totalCents: 3000,
      submissionStatus: "draft",
    });
    await insertInvoice(t.db, {
      facilityId: beta,
      totalCents: 9999,
      issuedOn: "2026-04-02",
    });
    // I5: paid in full before the period: no balance.
    const i5 = await insertInvoice(t.db, {
      facilityId: beta,
      totalCents: 5000,
      issuedOn: "2025-11-01",
    });
    await pay(t.db, i5.id, 5000, "2025-12-01T15:00:00Z");
    // I6: nothing paid, 120 days old.
    await insertInvoice(t.db, {
      facilityId: alpha,
      totalCents: 8000,
      issuedOn: "2025-12-01",
    });
    // I8: 31 days old; 500 received at 23:00 on 31 March (New York) → 2,000 left.
    const i8 = await insertInvoice(t.db, {
      facilityId: beta,
      totalCents: 2500,
      issuedOn: "2026-02-28",
    });
    await pay(t.db, i8.id, 500, "2026-04-01T03:00:00Z");
  });
  afterAll(() => t.close());

  it("counts the period's trips by status, booking type and facility", async () => {
    const r = await report<TripsReport>(t, "trips", MARCH, admin);
    expect(r).toEqual({
      ...MARCH,
      total: 9,
      byStatus: [
        { status: "pending", trips: 1 },
        { status: "confirmed", trips: 1 },
        { status: "in-progress", trips: 1 },
        { status: "completed", trips: 2 },
        { status: "delayed", trips: 1 },
        { status: "cancelled", trips: 3 },
      ],
      byBookingType: [
        { bookingType: "private", trips: 2 },
        { bookingType: "facility", trips: 4 },
        { bookingType: "hospital", trips: 3 },
      ],
      byFacility: [
        { facilityId: beta, facilityName: "Beta Hospital", trips: 4 },
        { facilityId: alpha, facilityName: "Alpha Care", trips: 3 },
        { facilityId: null, facilityName: null, trips: 2 },
      ],
    });
  });

  it("gives each facility's no-show and late-cancel rates", async () => {
    const r = await report<RatesReport>(t, "rates", MARCH, admin);
    expect(r.facilities).toEqual([
      {
        facilityId: beta,
        facilityName: "Beta Hospital",
        trips: 4,
        noShows: 1,
        lateCancels: 0,
        noShowRate: 0.25,
        lateCancelRate: 0,
      },
      {
        facilityId: alpha,
        facilityName: "Alpha Care",
        trips: 3,
        noShows: 1,
        lateCancels: 1,
        noShowRate: 1 / 3,
        lateCancelRate: 1 / 3,
      },
      {
        facilityId: null,
        facilityName: null,
        trips: 2,
        noShows: 0,
        lateCancels: 0,
        noShowRate: 0,
        lateCancelRate: 0,
      },
    ]);
  });

  it("gives revenue billed, collected and outstanding, aged at the period's end", async () => {
    const r = await report<RevenueReport>(t, "revenue", MARCH, admin);
    expect(r).toEqual({
      ...MARCH,
      invoiced: {
        billedCents: 10_000,
        collectedCents: 4500,
        outstandingCents: 30_000,
      },
      private: {
        billedCents: 10_705,
        collectedCents: 10_705,
        outstandingCents: 0,
      },
      total: {
        billedCents: 20_705,
        collectedCents: 15_205,
        outstandingCents: 30_000,
      },
      ageing: [
        { bucket: "0-30", invoices: 1, outstandingCents: 6000 },
        { bucket: "31-60", invoices: 1, outstandingCents: 2000 },
        { bucket: "61-90", invoices: 1, outstandingCents: 14_000 },
        { bucket: "90+", invoices: 1, outstandingCents: 8000 },
      ],
    });
  });

  it("answers zeros for a period without activity", async () => {
    const empty = { fromDate: "2020-01-01", toDate: "2020-01-31" };
    const trips = await report<TripsReport>(t, "trips", empty, admin);
    expect(trips.total).toBe(0);
    expect(trips.byFacility).toEqual([]);
    expect(trips.byStatus.every((s) => s.trips === 0)).toBe(true);
    expect(
      (await report<RatesReport>(t, "rates", empty, admin)).facilities,
    ).toEqual([]);
    const revenue = await report<RevenueReport>(t, "revenue", empty, admin);
    expect(revenue.total).toEqual({
      billedCents: 0,
      collectedCents: 0,
      outstandingCents: 0,
    });
  });

  describe("who may call them", () => {
    it.each(["trips", "revenue", "rates"])(
      "%s: 401 without a session",
      async (kind) => {
        expectError(await post(t, `${API}/${kind}`, MARCH), 401);
      },
    );

    it.each(ROLE_CODES.filter((r) => r !== "systemadmin"))(
      "%s: 403 on every report (the route is admin only)",
      async (role) => {
        const { headers } = await as(t, role);
        for (const kind of ["trips", "revenue", "rates"])
          expectError(await post(t, `${API}/${kind}`, MARCH, headers), 403);
      },
    );
  });

  describe("the period", () => {
    const bad = (body: unknown) => post(t, `${API}/trips`, body, admin);

    it("refuses a start after the end", async () => {
      expectError(
        await bad({ fromDate: "2026-03-02", toDate: "2026-03-01" }),
        422,
        `toDate: ${REPORT_MESSAGES.order}`,
        [{ field: "toDate", message: REPORT_MESSAGES.order }],
      );
    });

    it(`refuses more than ${MAX_REPORT_DAYS} days, and takes exactly that many`, async () => {
      expect(periodDays("2023-01-01", "2025-12-31")).toBe(1096);
      expect(
        (await bad({ fromDate: "2023-01-01", toDate: "2025-12-31" }))
          .statusCode,
      ).toBe(200);
      expectError(
        await bad({ fromDate: "2023-01-01", toDate: "2026-01-01" }),
        422,
        `toDate: ${REPORT_MESSAGES.tooLong}`,
        [{ field: "toDate", message: REPORT_MESSAGES.tooLong }],
      );
    });

    it("refuses dates that are not calendar days, missing ones and other keys", async () => {
      expectError(
        await bad({ fromDate: "2026-02-30", toDate: "2026-03-01" }),
        422,
        `fromDate: ${REPORT_MESSAGES.date}`,
        [{ field: "fromDate", message: REPORT_MESSAGES.date }],
      );
      for (const body of [
        { fromDate: "2026-03-01" },
        { fromDate: "2026-03-01T00:00:00Z", toDate: "2026-03-02" },
        { ...MARCH, facilityId: "x" },
        [],
      ])
        expect((await bad(body)).statusCode, JSON.stringify(body)).toBe(422);
    });
  });
});

// The demo seed writes about 5,500 trips and their payment records: some 20–40 s on PGlite, the
// price of checking the figures against the data set the issue names.
describe("the demo data set, recounted from its rows", () => {
  let t: TestApp;
  let admin: Headers;
  const period = { fromDate: "", toDate: "" };

  beforeAll(async () => {
    t = await buildTestApp({ TRIP_TIME_ZONE: ZONE });
    await seed(t.db);
    admin = (await as(t, "systemadmin")).headers;
    const today = dayIn(new Date(), ZONE);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 60 * 86_400_000);
    Object.assign(period, {
      fromDate: from.toISOString().slice(0, 10),
      toDate: today,
    });
  }, 120_000);
  afterAll(() => t.close());

  const inPeriod = (instant: Date | null) => {
    if (!instant) return false;
    const day = dayIn(instant, ZONE);
    return day >= period.fromDate && day <= period.toDate;
  };
  const tally = <K>(keys: readonly K[], of: (k: K) => number) => keys.map(of);

  it("trips and rates equal counts over every trip row", async () => {
    const rows = (
      await t.db
        .select({
          pickUp: trips.pickUpDatetime,
          status: trips.tripStatus,
          bookingType: trips.bookingType,
          facilityId: trips.facilityId,
          outcome: trips.outcomeCode,
        })
        .from(trips)
    ).filter((r) => inPeriod(r.pickUp));
    expect(rows.length).toBeGreaterThan(1000);
    const names = new Map(
      (await t.db.select().from(facilities)).map((f) => [f.id, f.name]),
    );

    const got = await report<TripsReport>(t, "trips", period, admin);
    expect(got.total).toBe(rows.length);
    expect(got.byStatus.map((s) => s.trips)).toEqual(
      tally(TRIP_STATUSES, (s) => rows.filter((r) => r.status === s).length),
    );
    expect(got.byBookingType.map((b) => b.trips)).toEqual(
      tally(
        BOOKING_TYPES,
        (b) => rows.filter((r) => r.bookingType === b).length,
      ),
    );
    const facilityIds = [...new Set(rows.map((r) => r.facilityId))];
    const of = (id: string | null) => rows.filter((r) => r.facilityId === id);
    expect(new Set(got.byFacility.map((f) => f.facilityId))).toEqual(
      new Set(facilityIds),
    );
    for (const f of got.byFacility) {
      expect(f.trips).toBe(of(f.facilityId).length);
      expect(f.facilityName).toBe(
        f.facilityId ? names.get(f.facilityId) : null,
      );
    }

    const rates = await report<RatesReport>(t, "rates", period, admin);
    expect(rates.facilities.length).toBe(facilityIds.length);
    for (const f of rates.facilities) {
      const mine = of(f.facilityId);
      const noShows = mine.filter((r) => r.outcome === "no-show").length;
      const lateCancels = mine.filter(
        (r) => r.outcome === "late-cancel",
      ).length;
      expect(f).toMatchObject({ trips: mine.length, noShows, lateCancels });
      expect(f.noShowRate).toBeCloseTo(noShows / mine.length, 12);
      expect(f.lateCancelRate).toBeCloseTo(lateCancels / mine.length, 12);
    }
    expect(rates.facilities.some((f) => f.noShows > 0)).toBe(true);
  });

  it("revenue equals sums over every payment record and invoice row", async () => {
    const records = await t.db.select().from(paymentRecords);
    const privateCents = records
      .filter(
        (r) => r.status === "completed" && inPeriod(r.paidAt ?? r.createdAt),
      )
      .reduce((n, r) => n + r.amountCents, 0);
    expect(privateCents).toBeGreaterThan(0);
    const allInvoices = await t.db.select().from(invoices);
    const live = allInvoices.filter(
      (i) => i.submissionStatus !== "void" && i.issuedOn,
    );
    const billed = live
      .filter(
        (i) => i.issuedOn! >= period.fromDate && i.issuedOn! <= period.toDate,
      )
      .reduce((n, i) => n + i.totalCents, 0);
    const received = (await t.db.select().from(invoicePayments))
      .filter((p) => inPeriod(p.receivedAt))
      .reduce((n, p) => n + p.amountCents, 0);
    // Nothing the demo holds is dated after today, so each balance is the invoice's own.
    const ageing = AGEING_BUCKETS.map((bucket) => {
      const open = live.filter(
        (i) =>
          i.issuedOn! <= period.toDate &&
          i.balanceCents > 0 &&
          ageingBucket(periodDays(i.issuedOn!, period.toDate) - 1) === bucket,
      );
      return {
        bucket,
        invoices: open.length,
        outstandingCents: open.reduce((n, i) => n + i.balanceCents, 0),
      };
    });
    const outstanding = ageing.reduce((n, b) => n + b.outstandingCents, 0);

    const got = await report<RevenueReport>(t, "revenue", period, admin);
    expect(got).toEqual({
      ...period,
      invoiced: {
        billedCents: billed,
        collectedCents: received,
        outstandingCents: outstanding,
      },
      private: {
        billedCents: privateCents,
        collectedCents: privateCents,
        outstandingCents: 0,
      },
      total: {
        billedCents: billed + privateCents,
        collectedCents: received + privateCents,
        outstandingCents: outstanding,
      },
      ageing,
    });
  });
});
