/**
 * Transport reports (issue 12): POST /reports/transport/{trips,revenue,rates} over a small known set
 * of trips, invoices and payments (support/reportFixtures.ts), with the figures worked out by hand
 * (period edges in the operator's time zone included). Who may call them, and the period's
 * validation. The demo data set's recount is in reports-demo.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_CODES } from "../../domain/privileges";
import type {
  RatesReport,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import {
  MAX_REPORT_DAYS,
  periodDays,
  REPORT_MESSAGES,
} from "../../domain/schemas/report";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { API, MARCH, report, seedMarch, ZONE } from "./support/reportFixtures";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

describe("a known set of trips, invoices and payments (March 2026, New York time)", () => {
  let t: TestApp;
  let admin: Headers;
  let alpha: string;
  let beta: string;

  beforeAll(async () => {
    t = await buildTestApp({ TRIP_TIME_ZONE: ZONE });
    admin = (await as(t, "systemadmin")).headers;
    ({ alpha, beta } = await seedMarch(t.db));
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
