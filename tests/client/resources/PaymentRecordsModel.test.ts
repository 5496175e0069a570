import { describe, expect, it } from "vitest";
import {
  dayAfter,
  EMPTY_CRITERIA,
  toCriteria,
  toFilterValues,
} from "../../../resources/payment-records/paymentRecordsModel";

describe("paymentRecordsModel", () => {
  it("sends the day after the end date, across month, year and leap-day ends", () => {
    expect(dayAfter("2024-02-28")).toBe("2024-02-29");
    expect(dayAfter("2025-02-28")).toBe("2025-03-01");
    expect(dayAfter("2025-12-31")).toBe("2026-01-01");
  });

  it("reads back the criteria it wrote, and ignores malformed values", () => {
    const criteria = {
      q: "Rita",
      startDate: "2025-03-01",
      endDate: "2025-03-31",
      equipment: "wheelchair" as const,
    };
    expect(toFilterValues(criteria)).toEqual({
      q: "Rita",
      dateFilterRequest: { fromDate: "2025-03-01", toDate: "2025-04-01" },
      additionalBooleanFilters: { wheelchairTrip: true },
    });
    expect(toCriteria(toFilterValues(criteria))).toEqual(criteria);
    expect(toFilterValues(EMPTY_CRITERIA)).toEqual({});
    expect(
      toCriteria({
        q: 7,
        dateFilterRequest: { fromDate: "yesterday", toDate: null },
        additionalBooleanFilters: { wheelchairTrip: "yes" },
      }),
    ).toEqual(EMPTY_CRITERIA);
  });
});
