import { afterAll, beforeEach, vi } from "vitest";

/**
 * Fixes the date for a whole test file, so a test about "today", "last month" or an expiry holds on
 * any day it runs: call it at the top of the file, after the imports, before any date is computed.
 * Only Date is faked, and it keeps advancing from `now` (react-admin's and user-event's timers stay
 * real). Every test starts again from `now`. Debounces that read Date (react-admin's filters) run on
 * this clock, which a busy machine advances late: wait for their effect with a generous timeout.
 */
export function fixClock(now: string): void {
  const fix = () =>
    vi.useFakeTimers({
      toFake: ["Date"],
      shouldAdvanceTime: true,
      now: new Date(now),
    });
  fix();
  beforeEach(fix);
  afterAll(() => {
    vi.useRealTimers();
  });
}
