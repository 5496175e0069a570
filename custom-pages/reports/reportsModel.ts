/**
 * The reports page's pure parts: its period presets (the period itself: src/widgets/reports/
 * reportPeriod.ts, shared with analytics) and the rows each panel's table and CSV share.
 */
import type { TranslateFunction } from "react-admin";
import { formatCents } from "../../domain/money";
import { tripsModule } from "../../domain/modules/trips";
import type {
  RatesReport,
  ReportPeriod,
  RevenueReport,
  TripsReport,
} from "../../domain/schemas/report";
import type { ReportRow } from "../../src/widgets/reports/ReportTable";
import type { PeriodPreset } from "../../src/widgets/reports/reportPeriod";

export const K = "transport.reports";
export const REPORT_QUERY = "transport-report";

/** The presets this page offers, in its order. */
export const PRESETS = [
  "last30",
  "thisMonth",
  "lastMonth",
  "last90",
] as const satisfies readonly PeriodPreset[];

export type { ReportRow };

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
