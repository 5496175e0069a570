/**
 * Standing orders (issue 10): what an edit and a pause do to the order's future unstarted trips.
 * Each order starts beyond the horizon and is generated with the clock on its first day, so every
 * trip is still ahead whatever the day and time the tests run.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/expiry";
import { STANDING_ORDER_MESSAGES as SM } from "../../domain/schemas/standingOrder";
import { isoWeekday, timeIn, zonedInstant } from "../../domain/zonedTime";
import { trips } from "../../server/db/schema";
import { generateStandingOrderTrips } from "../../server/standingOrders/generate";
import { expectError, post } from "./support/api";
import { standingOrderWorld, today, ZONE } from "./support/standingOrderWorld";

const { w, body, orderTrips, saveOrder } = standingOrderWorld();

/**
 * An order running every day from 40 days ahead (beyond the horizon, so saving generates nothing),
 * generated with the clock at 05:00 on its first day: two weeks of both legs, every one still ahead
 * of the real clock, whatever the day, weekday and time the test runs.
 */
async function everyDayOrder() {
  const start = addDays(today, 40);
  const order = await saveOrder({
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startDate: start,
  });
  const now = zonedInstant(start, "05:00", ZONE);
  const created = await generateStandingOrderTrips(w.t.app, {
    orderId: order.standingOrderId,
    now,
  });
  // Its first day and the horizon's days after it, both legs each.
  expect(created).toBe(2 * (w.t.app.config.STANDING_ORDER_HORIZON_DAYS + 1));
  return { order, start, now };
}

describe("standing orders", () => {
  it("an edit moves future unstarted trips to the new time and cancels the days dropped", async () => {
    const { order, start } = await everyDayOrder();
    const before = await orderTrips(order.standingOrderId);
    const res = await post(
      w.t,
      "/api/standing-orders",
      body({
        standingOrderId: order.standingOrderId,
        startDate: start,
        weekdays: [2],
        pickUpTime: "07:15",
        returnPickUpTime: null,
      }),
      w.dispatch,
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
      } else {
        expect(trip.pickUpDatetime > new Date()).toBe(true);
        expect(trip).toMatchObject({
          tripStatus: "cancelled",
          cancelledByParty: "dispatch",
          reasonForCancellation: SM.generatedCancel,
        });
      }
    }
  });

  it("a pause cancels the trips in between with the facility and the reason, and generation skips those days", async () => {
    const { order, start, now } = await everyDayOrder();
    const from = addDays(start, 3);
    const to = addDays(start, 5);
    const res = await post(
      w.t,
      `/api/standing-orders/${order.standingOrderId}/pause`,
      { fromDate: from, toDate: to, reason: "Hospital stay" },
      w.dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const inPause = await w.t.db
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
      await generateStandingOrderTrips(w.t.app, {
        orderId: order.standingOrderId,
        now,
      }),
    ).toBe(0);
    expectError(
      await post(
        w.t,
        `/api/standing-orders/${order.standingOrderId}/pause`,
        { fromDate: to, toDate: to, reason: "Again" },
        w.dispatch,
      ),
      409,
      SM.pauseOverlaps,
    );
    const row = (
      await w.t.app.inject({
        method: "GET",
        url: `/api/standing-orders/${order.standingOrderId}`,
        headers: w.dispatch,
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
});
