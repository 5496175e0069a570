import { describe, expect, it } from "vitest";
import {
  addDays,
  daysUntil,
  expiryState,
  worstExpiry,
} from "../../domain/expiry";
import { dollarsToCents, formatCents } from "../../domain/money";

describe("expiry", () => {
  const today = "2026-11-22";
  it("flags expired, within 30 days (inclusive), valid and missing dates", () => {
    expect(expiryState("2026-11-21", today)).toBe("expired");
    expect(expiryState("2026-11-22", today)).toBe("expiringSoon");
    expect(expiryState("2026-12-22", today)).toBe("expiringSoon");
    expect(expiryState("2026-12-23", today)).toBe("valid");
    expect(expiryState(null, today)).toBe("none");
  });
  it("counts calendar days across month and DST boundaries", () => {
    expect(daysUntil("2027-03-15", "2027-03-10")).toBe(5);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
  it("reports the worst of several dates", () => {
    expect(worstExpiry(["2030-01-01", "2026-12-01", null], today)).toBe(
      "expiringSoon",
    );
    expect(worstExpiry(["2030-01-01", "2020-01-01"], today)).toBe("expired");
    expect(worstExpiry([null, undefined], today)).toBe("none");
  });
});

describe("money", () => {
  it("formats cents as dollars plus zero-padded cents", () => {
    expect(formatCents(1205)).toBe("$12.05");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(-350)).toBe("-$3.50");
  });
  it("converts typed dollars to whole cents without float drift", () => {
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005)).toBe(101);
  });
});
