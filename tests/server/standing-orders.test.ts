/**
 * Standing orders (issue 10): the days an order runs on, generating its linked legs (at once, at the
 * local time, idempotently), an order saved between its two times, and the refusals. Edits and
 * pauses are in standing-orders-changes.test.ts.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/expiry";
import { STANDING_ORDER_MESSAGES as SM } from "../../domain/schemas/standingOrder";
import { isoWeekday, timeIn, zonedInstant } from "../../domain/zonedTime";
import {
  generateStandingOrderTrips,
  serviceDays,
} from "../../server/standingOrders/generate";
import { as, expectError, post } from "./support/api";
import { standingOrderWorld, today, ZONE } from "./support/standingOrderWorld";

const { w, body, orderTrips, saveOrder } = standingOrderWorld();

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
    const res = await post(w.t, "/api/standing-orders", body(), w.dispatch);
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
      await generateStandingOrderTrips(w.t.app, {
        orderId: order.standingOrderId,
      }),
    ).toBe(0);
    await Promise.all([
      generateStandingOrderTrips(w.t.app),
      generateStandingOrderTrips(w.t.app),
    ]);
    expect(await orderTrips(order.standingOrderId)).toHaveLength(
      created.length,
    );
    const row = (
      await post(w.t, "/api/standing-orders/search", {}, w.dispatch)
    ).json().data[0];
    expect(row.generatedThrough).toBe(horizon);
  });

  it("an order saved between its outbound and return times starts the next day, not with a lone return", async () => {
    // Beyond the horizon, so saving generates nothing; the clock is then placed at 09:00 on its first
    // day, after the 06:30 outbound and before the 11:00 return (the run found this on 2026-11-26).
    const start = addDays(today, 40);
    const order = await saveOrder({
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startDate: start,
    });
    expect(await orderTrips(order.standingOrderId)).toHaveLength(0);
    const now = zonedInstant(start, "09:00", ZONE);
    const created = await generateStandingOrderTrips(w.t.app, {
      orderId: order.standingOrderId,
      now,
    });
    const rows = await orderTrips(order.standingOrderId);
    expect(created).toBe(rows.length);
    expect(rows.length).toBe(2 * w.t.app.config.STANDING_ORDER_HORIZON_DAYS);
    expect(rows.some((r) => r.standingOrderDate === start)).toBe(false);
    for (const r of rows)
      expect(rows.find((x) => x.id === r.linkedTripId)).toBeDefined();
  });

  it("refuses anonymous callers (401), everyone but dispatch (403), unknown ids (404) and bad bodies (422)", async () => {
    expectError(await post(w.t, "/api/standing-orders/search", {}), 401);
    for (const role of [
      "nurse",
      "driver",
      "customer",
      "facilityadmin",
    ] as const)
      expectError(
        await post(
          w.t,
          "/api/standing-orders",
          body(),
          (await as(w.t, role)).headers,
        ),
        403,
      );
    expectError(
      await post(
        w.t,
        `/api/standing-orders/${randomUUID()}/pause`,
        { fromDate: today, toDate: today, reason: "x" },
        w.dispatch,
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
        (await post(w.t, "/api/standing-orders", b, w.dispatch)).statusCode,
        JSON.stringify(b),
      ).toBe(422);
    expectError(
      await post(
        w.t,
        "/api/standing-orders",
        body({ patientId: randomUUID() }),
        w.dispatch,
      ),
      422,
      `patientId: ${SM.unknownPatient}`,
      [{ field: "patientId", message: SM.unknownPatient }],
    );
    const order = (
      await post(w.t, "/api/standing-orders", body(), w.dispatch)
    ).json().data;
    expect(
      (
        await post(
          w.t,
          `/api/standing-orders/${order.standingOrderId}/pause`,
          { fromDate: today, toDate: addDays(today, -1), reason: "x" },
          w.dispatch,
        )
      ).statusCode,
    ).toBe(422);
  });
});
