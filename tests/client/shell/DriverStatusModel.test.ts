import { describe, expect, it } from "vitest";
import {
  formatTimeOnline,
  influenceBody,
  isOnline,
  latestStatusParams,
  offlineBody,
  onlineBody,
} from "../../../src/driver-status/driverStatusModel";

const SINCE = "2025-03-10T08:00:00.000Z";
const at = (minutes: number) => Date.parse(SINCE) + minutes * 60_000;

describe("formatTimeOnline (§2 hours:minutes since createdAt)", () => {
  it.each([
    [0, "0:00"],
    [0.99, "0:00"],
    [1, "0:01"],
    [59, "0:59"],
    [60, "1:00"],
    [65, "1:05"],
    [600, "10:00"],
    [25 * 60 + 7, "25:07"],
  ])("%s minutes → %s", (minutes, text) => {
    expect(formatTimeOnline(SINCE, at(minutes))).toBe(text);
  });

  it("never goes negative (a clock behind the server) and survives a bad date", () => {
    expect(formatTimeOnline(SINCE, at(-5))).toBe("0:00");
    expect(formatTimeOnline("not a date", at(5))).toBe("0:00");
  });
});

describe("the §7 bodies and lookup", () => {
  const driverId = "d1";
  const here = { latitude: 39.9612, longitude: -82.9988 };

  it("Go Offline: onlineStatus false at zero coordinates", () => {
    expect(offlineBody(driverId)).toEqual({
      driverId,
      latitude: 0,
      longitude: 0,
      onlineStatus: false,
    });
  });

  it("going online and the influence statement carry the position", () => {
    expect(onlineBody(driverId, here)).toEqual({
      driverId,
      ...here,
      onlineStatus: true,
    });
    expect(influenceBody(driverId, here, false)).toEqual({
      driverId,
      ...here,
      underTheInfluenceStatus: false,
    });
    expect(influenceBody(driverId, here, true)).toMatchObject({
      underTheInfluenceStatus: true,
    });
  });

  it("the latest-status lookup: page size 1, createdAt descending, filter driverId", () => {
    expect(latestStatusParams(driverId)).toEqual({
      pagination: { page: 1, perPage: 1 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { driverId },
    });
  });

  it("online only when the latest record says so", () => {
    expect(isOnline({ onlineStatus: true })).toBe(true);
    expect(isOnline({ onlineStatus: false })).toBe(false);
    expect(isOnline(null)).toBe(false);
  });
});
