import { describe, expect, it } from "vitest";
import {
  isoDay,
  labelOf,
  localDateTime,
  yesNo,
} from "../../domain/exportValues";

describe("export values", () => {
  it("writes booleans, days and labels as the screens' exporters did", () => {
    expect([yesNo(true), yesNo(false)]).toEqual(["Yes", "No"]);
    expect(isoDay("2026-03-10T14:00:00.000Z")).toBe("2026-03-10");
    expect(isoDay(null)).toBe("");
    expect(labelOf({ a: "Alpha" }, "a")).toBe("Alpha");
    expect(labelOf({ a: "Alpha" }, "b")).toBe("b");
    expect(labelOf({ a: "Alpha" }, "toString")).toBe("toString");
  });

  it("writes an instant as the operator's wall clock, daylight saving included", () => {
    expect(localDateTime("2026-03-10T14:00:00.000Z", "America/New_York")).toBe("2026-03-10 10:00"); // prettier-ignore
    expect(localDateTime("2026-01-10T04:30:00.000Z", "America/New_York")).toBe("2026-01-09 23:30"); // prettier-ignore
    expect(localDateTime("not a date", "UTC")).toBe("");
  });
});
