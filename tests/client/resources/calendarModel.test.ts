/** The trip calendar's model: each view's range and a trip as an event. */
import { describe, expect, it } from "vitest";
import {
  toEvent,
  visibleRange,
} from "../../../resources/calendar/calendarModel";
import { compact, local } from "../../support/calendarTrips";
import { buildTripRow } from "../../support/tripRows";

describe("calendarModel", () => {
  it("gives each view's range, the month's full weeks included", () => {
    const leapDay = new Date(2024, 1, 29, 18);
    expect(visibleRange("month", leapDay)).toEqual({
      start: new Date(2024, 0, 28),
      end: new Date(2024, 2, 3),
    });
    expect(visibleRange("week", leapDay)).toEqual({
      start: new Date(2024, 1, 25),
      end: new Date(2024, 2, 3),
    });
    expect(visibleRange("day", new Date(2024, 11, 31, 23, 59))).toEqual({
      start: new Date(2024, 11, 31),
      end: new Date(2025, 0, 1),
    });
  });

  it("titles a will-call return waiting for the patient Will-call, without a time (issue 22)", () => {
    const leg = compact(
      buildTripRow({
        direction: "return",
        willCall: true,
        willCallActivatedAt: null,
        pickUpDatetime: local(3, 12, 23, 59),
      }),
    );
    expect(toEvent(leg, "none", () => "23:59", "Will-call").title).toBe(
      "Will-call Pat Rider",
    );
    const called = { ...leg, willCallActivatedAt: local(3, 12, 14) };
    expect(toEvent(called, "none", () => "14:00", "Will-call").title).toBe(
      "14:00 Pat Rider",
    );
  });

  it("makes a trip without a travel time a visible half-hour event", () => {
    const event = toEvent(
      compact(
        buildTripRow({
          travelTimeInMinutes: null,
          pickUpDatetime: local(3, 1),
        }),
      ),
      "none",
      () => "00:00",
    );
    expect(event.end.getTime() - event.start.getTime()).toBe(30 * 60_000);
  });
});
