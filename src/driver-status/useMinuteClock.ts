import { useEffect, useState } from "react";

/**
 * The current time, refreshed every minute while active (enough for an H:MM display), and right
 * away when it becomes active so a clock idle since mount doesn't start stale.
 */
export function useMinuteClock(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}
