/**
 * The pure halves of the trips list, trip page and shared trip widgets: the date range sent with
 * the day after the chosen end date, §2's row actions, §9 money, §4 colours and the timeline.
 */
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { TRIP_STATUSES } from "../../../domain/schemas/trip";
import {
  changeValueText,
  equipmentOf,
  fromDateFromBody,
  fromDateToBody,
  stepActivities,
  toDateFromBody,
  toDateToBody,
  tripTimeline,
} from "../../../resources/trips/tripModel";
import { recordRepresentation } from "../../../resources/trips/representation";
import {
  amountPaidText,
  fareText,
  TRIP_STATUS_COLORS,
  tripRowActions,
} from "../../../src/widgets/trips/tripWidgetsModel";
import { buildTripRow } from "../../support/tripRows";

const local = (iso: string | undefined) =>
  dayjs(iso).format("YYYY-MM-DD HH:mm");
const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("the pick-up date range", () => {
  it("sends the start of the chosen first day", () => {
    expect(local(fromDateToBody("2025-03-01"))).toBe("2025-03-01 00:00");
  });

  it("sends the end date as the start of the day after the chosen day", () => {
    expect(local(toDateToBody("2025-03-07"))).toBe("2025-03-08 00:00");
    // Across a month and a leap day.
    expect(local(toDateToBody("2024-02-28"))).toBe("2024-02-29 00:00");
    expect(local(toDateToBody("2024-02-29"))).toBe("2024-03-01 00:00");
  });

  it("reads the chosen days back from what was sent", () => {
    expect(fromDateFromBody(fromDateToBody("2025-03-01"))).toBe("2025-03-01");
    expect(toDateFromBody(toDateToBody("2025-03-07"))).toBe("2025-03-07");
  });

  it("sends nothing for an empty or invalid day", () => {
    expect(fromDateToBody("")).toBeUndefined();
    expect(toDateToBody(null)).toBeUndefined();
    expect(toDateToBody("not a day")).toBeUndefined();
    expect(toDateFromBody(undefined)).toBeNull();
  });
});

describe("§2 row actions", () => {
  const driver = {
    roles: [{ roleCode: "driver" }],
    driverDetail: { driverId: DRIVER },
  };
  const dataadmin = { roles: [{ roleCode: "dataadmin" }], driverDetail: null };

  it("offers Begin Trip to the assigned driver only, before the trip is under way or over", () => {
    for (const status of TRIP_STATUSES) {
      const begin = tripRowActions(
        { driverId: DRIVER, tripStatus: status },
        driver,
      ).begin;
      expect([status, begin]).toEqual([
        status,
        !["in-progress", "completed", "cancelled"].includes(status),
      ]);
    }
    expect(
      tripRowActions({ driverId: "other", tripStatus: "confirmed" }, driver)
        .begin,
    ).toBe(false);
    expect(
      tripRowActions({ driverId: null, tripStatus: "confirmed" }, driver).begin,
    ).toBe(false);
    expect(
      tripRowActions({ driverId: DRIVER, tripStatus: "confirmed" }, dataadmin)
        .begin,
    ).toBe(false);
  });

  it("offers View to modify-trips holders and Live Trip Data while in progress", () => {
    expect(
      tripRowActions({ driverId: null, tripStatus: "pending" }, dataadmin).view,
    ).toBe(true);
    expect(
      tripRowActions({ driverId: null, tripStatus: "pending" }, driver).view,
    ).toBe(false);
    expect(
      tripRowActions(
        { driverId: null, tripStatus: "pending" },
        { roles: [{ roleCode: "systemadmin" }] },
      ).view,
    ).toBe(true);
    expect(
      tripRowActions({ driverId: null, tripStatus: "in-progress" }, null).live,
    ).toBe(true);
    expect(
      tripRowActions({ driverId: null, tripStatus: "delayed" }, null).live,
    ).toBe(false);
  });
});

describe("money and colours", () => {
  it("writes the fare as dollars plus zero-padded cents", () => {
    expect(
      fareText({
        fareId: "f",
        totalCents: 5905,
        totalCostDollars: 59,
        totalCostCents: "05",
        estimated: false,
      }),
    ).toBe("$59.05");
    expect(fareText(null)).toBeNull();
  });

  it("writes the amount paid as cents / 100 with 2 decimals", () => {
    expect(
      amountPaidText({
        paymentRecordId: "p",
        status: "completed",
        amount: 1250,
      }),
    ).toBe("$12.50");
    expect(
      amountPaidText({ paymentRecordId: "p", status: "pending", amount: 7 }),
    ).toBe("$0.07");
    expect(amountPaidText(null)).toBeNull();
  });

  it("gives every status its own colour", () => {
    const colours = TRIP_STATUSES.map((s) => TRIP_STATUS_COLORS[s]);
    expect(new Set(colours).size).toBe(TRIP_STATUSES.length);
  });
});

describe("the trip page's pieces", () => {
  it("lists the equipment a trip needs", () => {
    expect(
      equipmentOf({ wheelchairTrip: true, stretcherTrip: false, oxygen: true }),
    ).toEqual(["wheelchair", "oxygen"]);
    // Issue 22: neither is an ambulatory trip, shown as such.
    expect(
      equipmentOf({ wheelchairTrip: false, stretcherTrip: false }),
    ).toEqual(["ambulatory"]);
  });

  it("ends the timeline with the cancellation, leaving out road steps never made", () => {
    const trip = buildTripRow({
      tripStatus: "cancelled",
      cancelledAt: "2025-03-04T10:00:00.000Z",
      cancelledBy: "Dee Dispatcher",
    });
    const keys = tripTimeline(trip).map((s) => s.key);
    expect(keys).toEqual(["requested", "confirmed", "cancelled"]);
    expect(tripTimeline(trip).at(-1)).toMatchObject({ by: "Dee Dispatcher" });
    expect(tripTimeline(buildTripRow()).map((s) => s.key)).toEqual([
      "requested",
      "confirmed",
      "started",
      "arrivedAtPickUp",
      "patientOnBoard",
      "arrivedAtDropOff",
      "completed",
    ]);
  });

  it("finds the latest activity of each step", () => {
    const steps = stepActivities([
      {
        action: "begin",
        createdAt: "2025-03-04T10:00:00.000Z",
        actorName: "A",
      },
      {
        action: "begin",
        createdAt: "2025-03-04T11:00:00.000Z",
        actorName: "B",
      },
      {
        action: "no-show",
        createdAt: "2025-03-04T12:00:00.000Z",
        actorName: "C",
      },
      {
        action: "updated",
        createdAt: "2025-03-04T13:00:00.000Z",
        actorName: "D",
      },
    ]);
    expect(steps.get("started")?.actorName).toBe("B");
    expect(steps.get("cancelled")?.actorName).toBe("C");
    expect(steps.size).toBe(2);
  });

  it("writes history values in one line", () => {
    expect(changeValueText(null)).toBe("—");
    expect(changeValueText("confirmed")).toBe("confirmed");
    expect(changeValueText(3)).toBe("3");
    expect(changeValueText(buildTripRow().pickUpAddress)).toBe(
      "Home: 12 Elm Street, Columbus, OH 43215",
    );
  });

  it("names a trip by its patient and pick-up time", () => {
    const trip = buildTripRow({ pickUpDatetime: "2025-03-04T14:30:00.000Z" });
    expect(recordRepresentation(trip)).toBe(
      `Pat Rider · ${local("2025-03-04T14:30:00.000Z")}`,
    );
  });
});
