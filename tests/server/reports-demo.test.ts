/**
 * Transport reports (issue 12) over the demo data set, with every figure recounted here from the
 * raw rows. The known set with figures worked out by hand is in reports-march.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  RatesReport,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import {
  ageingBucket,
  AGEING_BUCKETS,
  periodDays,
} from "../../domain/schemas/report";
import { BOOKING_TYPES, TRIP_STATUSES } from "../../domain/schemas/tripParts";
import { dayIn } from "../../domain/zonedTime";
import {
  facilities,
  invoicePayments,
  invoices,
  paymentRecords,
  trips,
} from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import type { Headers } from "./support/api";
import { as } from "./support/api";
import { report, ZONE } from "./support/reportFixtures";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

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
