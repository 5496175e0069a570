import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/expiry";
import { STANDING_ORDER_MESSAGES as SM } from "../../domain/schemas/standingOrder";
import {
  dayIn,
  isoWeekday,
  timeIn,
  zonedInstant,
} from "../../domain/zonedTime";
import { trips } from "../../server/db/schema";
import {
  generateStandingOrderTrips,
  serviceDays,
} from "../../server/standingOrders/generate";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { buildPatient } from "./support/patientFactories";
import {
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const ZONE = "America/New_York";
const today = dayIn(new Date(), ZONE);
let t: TestApp;
let dispatch: Headers;
let patientId: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  patientId,
  weekdays: [1, 3, 5],
  startDate: today,
  pickUpTime: "06:30",
  returnPickUpTime: "11:00",
  pickUpAddress: HOME_ADDRESS,
  dropOffAddress: CLINIC_ADDRESS,
  ...overrides,
});

const orderTrips = (orderId: string) =>
  t.db.select().from(trips).where(eq(trips.standingOrderId, orderId));

beforeAll(async () => {
  t = await buildTestApp();
  await priceAllBookingTypes(t.db);
  dispatch = (await as(t, "dataadmin")).headers;
  patientId = (await buildPatient(t.db)).id;
});
afterAll(() => t.close());

describe("serviceDays", () => {
  it("takes the order's weekdays between its dates, outside its pauses", () => {
    const order = {
      weekdays: [1, 3, 5],
      startDate: "2026-03-02",
      endDate: "2026-03-13",
    };
    expect(serviceDays(order, [], "2026-03-01", "2026-03-20")).toEqual([
      "2026-03-02",
      "2026-03-04",
      "2026-03-06",
      "2026-03-09",
      "2026-03-11",
      "2026-03-13",
    ]);
    expect(
      serviceDays(
        order,
        [{ fromDate: "2026-03-04", toDate: "2026-03-09" }],
        "2026-03-01",
        "2026-03-20",
      ),
    ).toEqual(["2026-03-02", "2026-03-11", "2026-03-13"]);
  });
});

describe("standing orders", () => {
  it("creates an order and generates its linked legs at once, at the local time, idempotently", async () => {
    const res = await post(t, "/api/standing-orders", body(), dispatch);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      weekdays: [1, 3, 5],
      pickUpTime: "06:30",
      generatedThrough: null,
    });
    const created = await orderTrips(order.standingOrderId);
    const horizon = addDays(today, 14);
    expect(created.length).toBeGreaterThan(0);
    for (const trip of created) {
      expect(trip.standingOrderDate! <= horizon).toBe(true);
      expect([1, 3, 5]).toContain(isoWeekday(trip.standingOrderDate!));
      expect(timeIn(trip.pickUpDatetime, ZONE)).toBe(
        trip.direction === "outbound" ? "06:30" : "11:00",
      );
      expect(trip.tripStatus).toBe("confirmed");
      expect(trip.fareTotalCents).toBeGreaterThan(0);
      const other = created.find((x) => x.id === trip.linkedTripId);
      expect(other?.standingOrderDate).toBe(trip.standingOrderDate);
    }
    // Twice more, and twice at once: nothing new.
    expect(
      await generateStandingOrderTrips(t.app, {
        orderId: order.standingOrderId,
      }),
    ).toBe(0);
    await Promise.all([
      generateStandingOrderTrips(t.app),
      generateStandingOrderTrips(t.app),
    ]);
    expect(await orderTrips(order.standingOrderId)).toHaveLength(
      created.length,
    );
    const row = (
      await post(t, "/api/standing-orders/search", {}, dispatch)
    ).json().data[0];
    expect(row.generatedThrough).toBe(horizon);
  });

  it("an order saved between its outbound and return times starts the next day, not with a lone return", async () => {
    // Beyond the horizon, so saving generates nothing; the clock is then placed at 09:00 on its first
    // day, after the 06:30 outbound and before the 11:00 return (the run found this on 2026-11-26).
    const start = addDays(today, 40);
    const order = (
      await post(
        t,
        "/api/standing-orders",
        body({ weekdays: [1, 2, 3, 4, 5, 6, 7], startDate: start }),
        dispatch,
      )
    ).json().data;
    expect(await orderTrips(order.standingOrderId)).toHaveLength(0);
    const now = zonedInstant(start, "09:00", ZONE);
    const created = await generateStandingOrderTrips(t.app, {
      orderId: order.standingOrderId,
      now,
    });
    const rows = await orderTrips(order.standingOrderId);
    expect(created).toBe(rows.length);
    expect(rows.length).toBe(2 * t.app.config.STANDING_ORDER_HORIZON_DAYS);
    expect(rows.some((r) => r.standingOrderDate === start)).toBe(false);
    for (const r of rows)
      expect(rows.find((x) => x.id === r.linkedTripId)).toBeDefined();
  });

  it("an edit moves future unstarted trips to the new time and cancels the days dropped", async () => {
    const order = (
      await post(
        t,
        "/api/standing-orders",
        body({ weekdays: [1, 2, 3, 4, 5, 6, 7] }),
        dispatch,
      )
    ).json().data;
    const before = await orderTrips(order.standingOrderId);
    const res = await post(
      t,
      "/api/standing-orders",
      body({
        standingOrderId: order.standingOrderId,
        weekdays: [2],
        pickUpTime: "07:15",
        returnPickUpTime: null,
      }),
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderTrips(order.standingOrderId);
    expect(after).toHaveLength(before.length);
    for (const trip of after) {
      const kept =
        isoWeekday(trip.standingOrderDate!) === 2 &&
        trip.direction === "outbound";
      if (kept) {
        expect(trip.tripStatus).toBe("confirmed");
        expect(timeIn(trip.pickUpDatetime, ZONE)).toBe("07:15");
      } else if (trip.pickUpDatetime > new Date()) {
        expect(trip).toMatchObject({
          tripStatus: "cancelled",
          cancelledByParty: "dispatch",
          reasonForCancellation: SM.generatedCancel,
        });
      }
    }
  });

  it("a pause cancels the trips in between with the facility and the reason, and generation skips those days", async () => {
    const order = (
      await post(
        t,
        "/api/standing-orders",
        body({ weekdays: [1, 2, 3, 4, 5, 6, 7] }),
        dispatch,
      )
    ).json().data;
    const from = addDays(today, 3);
    const to = addDays(today, 5);
    const res = await post(
      t,
      `/api/standing-orders/${order.standingOrderId}/pause`,
      { fromDate: from, toDate: to, reason: "Hospital stay" },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const inPause = await t.db
      .select()
      .from(trips)
      .where(
        and(
          eq(trips.standingOrderId, order.standingOrderId),
          eq(trips.tripStatus, "cancelled"),
        ),
      );
    expect(new Set(inPause.map((x) => x.standingOrderDate))).toEqual(
      new Set([from, addDays(from, 1), to]),
    );
    for (const trip of inPause)
      expect(trip).toMatchObject({
        cancelledByParty: "facility",
        reasonForCancellation: "Hospital stay",
      });
    expect(
      await generateStandingOrderTrips(t.app, {
        orderId: order.standingOrderId,
      }),
    ).toBe(0);
    expectError(
      await post(
        t,
        `/api/standing-orders/${order.standingOrderId}/pause`,
        { fromDate: to, toDate: to, reason: "Again" },
        dispatch,
      ),
      409,
      SM.pauseOverlaps,
    );
    const row = (
      await t.app.inject({
        method: "GET",
        url: `/api/standing-orders/${order.standingOrderId}`,
        headers: dispatch,
      })
    ).json().data;
    expect(row.pauses).toEqual([
      expect.objectContaining({
        fromDate: from,
        toDate: to,
        reason: "Hospital stay",
      }),
    ]);
  });

  it("refuses anonymous callers (401), everyone but dispatch (403), unknown ids (404) and bad bodies (422)", async () => {
    expectError(await post(t, "/api/standing-orders/search", {}), 401);
    for (const role of [
      "nurse",
      "driver",
      "customer",
      "facilityadmin",
    ] as const)
      expectError(
        await post(
          t,
          "/api/standing-orders",
          body(),
          (await as(t, role)).headers,
        ),
        403,
      );
    expectError(
      await post(
        t,
        `/api/standing-orders/${randomUUID()}/pause`,
        { fromDate: today, toDate: today, reason: "x" },
        dispatch,
      ),
      404,
      "Standing order not found.",
    );
    const bad = [
      body({ weekdays: [] }),
      body({ weekdays: [8] }),
      body({ pickUpTime: "6:30pm" }),
      body({ returnPickUpTime: "05:00" }),
      body({ endDate: addDays(today, -1) }),
      // Both at once; neither is an ambulatory order (below).
      body({ wheelchairTrip: true, stretcherTrip: true }),
      // Billed to an insurer: which one and the policy, as on a trip.
      body({ payorType: "insurance" }),
    ];
    for (const b of bad)
      expect(
        (await post(t, "/api/standing-orders", b, dispatch)).statusCode,
        JSON.stringify(b),
      ).toBe(422);
    expectError(
      await post(
        t,
        "/api/standing-orders",
        body({ patientId: randomUUID() }),
        dispatch,
      ),
      422,
      `patientId: ${SM.unknownPatient}`,
      [{ field: "patientId", message: SM.unknownPatient }],
    );
    const order = (
      await post(t, "/api/standing-orders", body(), dispatch)
    ).json().data;
    expect(
      (
        await post(
          t,
          `/api/standing-orders/${order.standingOrderId}/pause`,
          { fromDate: today, toDate: addDays(today, -1), reason: "x" },
          dispatch,
        )
      ).statusCode,
    ).toBe(422);
  });
});
