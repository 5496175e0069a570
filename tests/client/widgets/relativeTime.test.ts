import { describe, expect, it } from "vitest";
import {
  relativeTime,
  relativeTimeKey,
} from "../../../src/widgets/relativeTime";

const NOW = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("relativeTime", () => {
  it.each([
    [0, "now", 0],
    [999, "now", 0],
    [S, "seconds", 1],
    [59 * S, "seconds", 59],
    [M, "minutes", 1],
    [59 * M, "minutes", 59],
    [H, "hours", 1],
    [23 * H, "hours", 23],
    [D, "days", 1],
    [44 * D, "days", 44], // days until the 45-day step
    [45 * D, "months", 1],
    [61 * D, "months", 2],
    [364 * D, "months", 11],
    [365 * D, "years", 1],
    [3 * 365 * D + D, "years", 3],
  ])("%i ms ago → %s %i", (ms, unit, value) => {
    expect(relativeTime(ago(ms), NOW)).toEqual({ unit, value, future: false });
  });

  it("reads a later instant as future", () => {
    expect(relativeTime(new Date(NOW.getTime() + 2 * H), NOW)).toEqual({
      unit: "hours",
      value: 2,
      future: true,
    });
  });

  it("accepts ISO strings and gives the i18n key of the unit", () => {
    const value = relativeTime("2025-06-12T12:00:00Z", NOW);
    expect(relativeTimeKey(value)).toBe("app.widgets.relativeTime.days");
    expect(relativeTimeKey({ unit: "days", value: 2, future: true })).toBe(
      "app.widgets.relativeTime.future.days",
    );
  });
});
