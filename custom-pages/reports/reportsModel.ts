/**
 * The reports page's pure parts: the period presets, the period's own check (the server's rule,
 * so a bad range is said at once and never sent), and the rows each panel's table and CSV share.
 */
import dayjs from "dayjs";
import type { TranslateFunction } from "react-admin";
import { formatCents } from "../../domain/money";
import { tripsModule } from "../../domain/modules/trips";
import type {
  RatesReport,
  ReportPeriod,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import { MAX_REPORT_DAYS, periodDays } from "../../domain/schemas/report";

export const K = "transport.reports";
export const REPORT_QUERY = "transport-report";

export const PRESETS = ["last30", "thisMonth", "lastMonth", "last90"] as const;
export type Preset = (typeof PRESETS)[number];

const ISO = "YYYY-MM-DD";

/** A preset's days, ending today (this month: from its first day; last month: the whole month). */
export function presetPeriod(preset: Preset, today: string): ReportPeriod {
  const day = dayjs(today);
  switch (preset) {
    case "last30":
      return { fromDate: day.subtract(29, "day").format(ISO), toDate: today };
    case "last90":
      return { fromDate: day.subtract(89, "day").format(ISO), toDate: today };
    case "thisMonth":
      return { fromDate: day.startOf("month").format(ISO), toDate: today };
    case "lastMonth": {
      const last = day.subtract(1, "month");
      return {
        fromDate: last.startOf("month").format(ISO),
        toDate: last.endOf("month").format(ISO),
      };
    }
  }
}

export const todayOnDevice = () => dayjs().format(ISO);

export interface PeriodDraft {
  fromDate: string | null;
  toDate: string | null;
}

/** The i18n key of what is wrong with a period, or null when it can be asked for. */
export function periodProblem(period: PeriodDraft): string | null {
  if (!period.fromDate || !period.toDate) return `${K}.period.missing`;
  if (period.fromDate > period.toDate) return `${K}.period.order`;
  if (periodDays(period.fromDate, period.toDate) > MAX_REPORT_DAYS)
    return `${K}.period.tooLong`;
  return null;
}

/** One row of a panel's table and CSV: its label and its cells (text, as shown). */
export interface ReportRow {
  key: string;
  label: string;
  cells: string[];
}

/** A share as a percentage with one decimal ("12.5%"). */
export const percent = (translate: TranslateFunction, rate: number) =>
  translate(`${K}.rates.percent`, { value: (rate * 100).toFixed(1) });

export type TripsBreakdown = "status" | "bookingType" | "facility";
export const BREAKDOWNS: readonly TripsBreakdown[] = [
  "status",
  "bookingType",
  "facility",
];

export const facilityLabel = (
  translate: TranslateFunction,
  name: string | null,
) => name ?? translate(`${K}.noFacility`);

export interface TripGroup {
  key: string;
  label: string;
  trips: number;
}

/** The chosen breakdown's groups: label and trips. */
export function tripGroups(
  report: TripsReport,
  by: TripsBreakdown,
  translate: TranslateFunction,
): TripGroup[] {
  if (by === "status")
    return report.byStatus.map((s) => ({
      key: s.status,
      label: translate(tripsModule.key(`statuses.${s.status}`), {
        _: s.status,
      }),
      trips: s.trips,
    }));
  if (by === "bookingType")
    return report.byBookingType.map((b) => ({
      key: b.bookingType,
      label: translate(`transport.common.bookingTypes.${b.bookingType}`),
      trips: b.trips,
    }));
  return report.byFacility.map((f) => ({
    key: f.facilityId ?? "none",
    label: facilityLabel(translate, f.facilityName),
    trips: f.trips,
  }));
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export function tripRows(
  report: TripsReport,
  by: TripsBreakdown,
  translate: TranslateFunction,
): ReportRow[] {
  return tripGroups(report, by, translate).map((g) => ({
    ...g,
    cells: [String(g.trips), percent(translate, share(g.trips, report.total))],
  }));
}

export const REVENUE_MEASURES = ["billed", "collected", "outstanding"] as const;
export type RevenueMeasure = (typeof REVENUE_MEASURES)[number];
export const measureCents = (
  line: RevenueReport["total"],
  measure: RevenueMeasure,
) => line[`${measure}Cents`];

export function revenueRows(
  report: RevenueReport,
  translate: TranslateFunction,
): ReportRow[] {
  return REVENUE_MEASURES.map((m) => ({
    key: m,
    label: translate(`${K}.revenue.measures.${m}`),
    cells: [report.invoiced, report.private, report.total].map((line) =>
      formatCents(measureCents(line, m)),
    ),
  }));
}

export const revenueIsEmpty = (report: RevenueReport) =>
  REVENUE_MEASURES.every((m) => measureCents(report.total, m) === 0);

export function ageingRows(
  report: RevenueReport,
  translate: TranslateFunction,
): ReportRow[] {
  return report.ageing.map((b) => ({
    key: b.bucket,
    label: translate(`${K}.ageing.buckets.${b.bucket}`),
    cells: [String(b.invoices), formatCents(b.outstandingCents)],
  }));
}

export function rateRows(
  report: RatesReport,
  translate: TranslateFunction,
): ReportRow[] {
  return report.facilities.map((f) => ({
    key: f.facilityId ?? "none",
    label: facilityLabel(translate, f.facilityName),
    cells: [
      String(f.trips),
      String(f.noShows),
      percent(translate, f.noShowRate),
      String(f.lateCancels),
      percent(translate, f.lateCancelRate),
    ],
  }));
}

/** A CSV's file name: the report's and the period's ("trips-2026-03-01-to-2026-03-31.csv"). */
export const csvFileName = (file: string, period: ReportPeriod) =>
  `${file}-${period.fromDate}-to-${period.toDate}.csv`;
