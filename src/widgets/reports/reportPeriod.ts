/**
 * A report's period on the client: the presets (each page offers some of them), the period's own
 * check (the server's rule, domain/schemas/report.ts, so a bad range is said at once and never
 * sent). Days are calendar days (YYYY-MM-DD); today is the device's.
 */
import dayjs from "dayjs";
import type { ReportPeriod } from "../../../domain/schemas/report";
import { MAX_REPORT_DAYS, periodDays } from "../../../domain/schemas/report";

export const PERIOD_PRESETS = [
  "last30",
  "last90",
  "thisMonth",
  "lastMonth",
  "thisYear",
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const ISO = "YYYY-MM-DD";

/** A preset's days, ending today (this month or year: from its first day; last month: all of it). */
export function presetPeriod(
  preset: PeriodPreset,
  today: string,
): ReportPeriod {
  const day = dayjs(today);
  switch (preset) {
    case "last30":
      return { fromDate: day.subtract(29, "day").format(ISO), toDate: today };
    case "last90":
      return { fromDate: day.subtract(89, "day").format(ISO), toDate: today };
    case "thisMonth":
      return { fromDate: day.startOf("month").format(ISO), toDate: today };
    case "thisYear":
      return { fromDate: day.startOf("year").format(ISO), toDate: today };
    case "lastMonth": {
      const last = day.subtract(1, "month");
      return {
        fromDate: last.startOf("month").format(ISO),
        toDate: last.endOf("month").format(ISO),
      };
    }
  }
}

/** The preset whose days these are, if any. */
export const matchingPreset = (
  presets: readonly PeriodPreset[],
  period: PeriodDraft,
  today: string,
): PeriodPreset | undefined =>
  presets.find((p) => {
    const days = presetPeriod(p, today);
    return days.fromDate === period.fromDate && days.toDate === period.toDate;
  });

export const todayOnDevice = () => dayjs().format(ISO);

export interface PeriodDraft {
  fromDate: string | null;
  toDate: string | null;
}

export type PeriodProblem = "missing" | "order" | "tooLong";

/** What is wrong with a period (a key under the page's period messages), or null when it is fine. */
export function periodProblem(period: PeriodDraft): PeriodProblem | null {
  if (!period.fromDate || !period.toDate) return "missing";
  if (period.fromDate > period.toDate) return "order";
  if (periodDays(period.fromDate, period.toDate) > MAX_REPORT_DAYS)
    return "tooLong";
  return null;
}
