import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { relativeTime, relativeTimeKey } from "./relativeTime";

const TICK_MS = 30_000;

/** The current time, refreshed every 30 s so "2 minutes ago" keeps up. */
function useNow(fixed: Date | number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed === undefined ? now : new Date(fixed).getTime();
}

interface RelativeTimeProps {
  value: Date | string | number;
  /** A fixed reference instant (tests, snapshots); by default the clock, ticking. */
  now?: Date | number;
}

/** "3 days ago", with the exact instant in the tooltip and the machine-readable attribute. */
export function RelativeTime({ value, now }: RelativeTimeProps) {
  const translate = useTranslate();
  const reference = useNow(now);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const rel = relativeTime(date, reference);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {translate(relativeTimeKey(rel), { smart_count: rel.value })}
    </time>
  );
}
