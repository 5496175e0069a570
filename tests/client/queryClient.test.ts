import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { shouldRetry } from "../../src/queryClient";

describe("query retries", () => {
  it("never retries a 4xx answer", () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new HttpError("x", status))).toBe(false);
    }
  });
  it("retries network failures and 5xx twice", () => {
    expect(shouldRetry(0, new HttpError("x", 503))).toBe(true);
    expect(shouldRetry(1, new TypeError("fetch failed"))).toBe(true);
    expect(shouldRetry(2, new HttpError("x", 500))).toBe(false);
  });
});
