/**
 * Analytics (issue 29): the definitions every figure uses and the catalogue of reports, zod-free so
 * the menu, the messages and the pages read them without the schema library (./schemas/analytics.ts
 * holds the request and answer schemas).
 */

/** A pick-up is on time when the driver arrived at most this long after the scheduled time. */
export const ON_TIME_GRACE_MINUTES = 15;
/** "Unassigned soon": a trip without a driver whose pick-up is within this many hours from now. */
export const UNASSIGNED_SOON_HOURS = 2;
/** The dashboard's trailing window, today included. */
export const DASHBOARD_DAYS = 30;
/** Credentials and vehicle documents expiring within this many days are an alert (as the lists). */
export const ALERT_EXPIRY_DAYS = 30;

export const REPORT_GROUPS = [
  "operations",
  "finance",
  "facilities",
  "drivers",
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/**
 * How a column's values read and format: text (a name, a reason), day (YYYY-MM-DD in the operator's
 * zone), count, rate (0–1, shown as a percentage), cents (integer money), miles, minutes and hours
 * (decimals), number (a decimal such as trips per hour).
 */
export type ReportColumnKind =
  | "text"
  | "day"
  | "count"
  | "rate"
  | "cents"
  | "miles"
  | "minutes"
  | "hours"
  | "number";

export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
}

export interface ReportDefinition {
  key: string;
  group: ReportGroup;
  columns: readonly ReportColumn[];
  /** The chart above the table: its x column and the columns drawn as series. */
  chart: { kind: "line" | "bar"; x: string; series: readonly string[] };
  /**
   * A facility administrator may read it, scoped to their facility. False: operator-wide data only
   * (driver hours), refused (403) to facility administrators.
   */
  facilityScoped: boolean;
}

const text = (key: string): ReportColumn => ({ key, kind: "text" });
const col = (key: string, kind: ReportColumnKind): ReportColumn => ({
  key,
  kind,
});

/** Every report, by group, in menu order. Row fields are the columns' keys. */
export const REPORTS: readonly ReportDefinition[] = [
  {
    key: "trip-volume",
    group: "operations",
    columns: [
      col("day", "day"),
      col("trips", "count"),
      col("completed", "count"),
      col("cancelled", "count"),
      col("noShows", "count"),
    ],
    chart: { kind: "line", x: "day", series: ["trips", "completed"] },
    facilityScoped: true,
  },
  {
    key: "trips-by-status",
    group: "operations",
    columns: [col("status", "text"), col("trips", "count")],
    chart: { kind: "bar", x: "status", series: ["trips"] },
    facilityScoped: true,
  },
  {
    key: "cancellations",
    group: "operations",
    columns: [
      text("party"),
      text("reason"),
      col("trips", "count"),
      col("lateCancels", "count"),
    ],
    chart: { kind: "bar", x: "reason", series: ["trips"] },
    facilityScoped: true,
  },
  {
    key: "will-call-waits",
    group: "operations",
    columns: [
      text("facilityName"),
      col("willCalls", "count"),
      col("averageWaitMinutes", "minutes"),
      col("longestWaitMinutes", "minutes"),
    ],
    chart: { kind: "bar", x: "facilityName", series: ["averageWaitMinutes"] },
    facilityScoped: true,
  },
  {
    key: "miles-revenue-by-payor",
    group: "finance",
    columns: [
      text("payorType"),
      col("trips", "count"),
      col("miles", "miles"),
      col("revenueCents", "cents"),
    ],
    chart: { kind: "bar", x: "payorType", series: ["revenueCents"] },
    facilityScoped: true,
  },
  {
    key: "revenue",
    group: "finance",
    columns: [
      text("source"),
      col("billedCents", "cents"),
      col("collectedCents", "cents"),
      col("outstandingCents", "cents"),
    ],
    chart: {
      kind: "bar",
      x: "source",
      series: ["billedCents", "collectedCents"],
    },
    facilityScoped: true,
  },
  {
    key: "receivables-ageing",
    group: "finance",
    columns: [
      text("bucket"),
      col("invoices", "count"),
      col("outstandingCents", "cents"),
    ],
    chart: { kind: "bar", x: "bucket", series: ["outstandingCents"] },
    facilityScoped: true,
  },
  {
    key: "on-time-by-facility",
    group: "facilities",
    columns: [
      text("facilityName"),
      col("measured", "count"),
      col("onTime", "count"),
      col("onTimeRate", "rate"),
    ],
    chart: { kind: "bar", x: "facilityName", series: ["onTimeRate"] },
    facilityScoped: true,
  },
  {
    key: "no-shows-by-facility",
    group: "facilities",
    columns: [
      text("facilityName"),
      col("trips", "count"),
      col("noShows", "count"),
      col("lateCancels", "count"),
      col("noShowRate", "rate"),
      col("lateCancelRate", "rate"),
    ],
    chart: {
      kind: "bar",
      x: "facilityName",
      series: ["noShowRate", "lateCancelRate"],
    },
    facilityScoped: true,
  },
  {
    key: "on-time-by-driver",
    group: "drivers",
    columns: [
      text("driverName"),
      col("measured", "count"),
      col("onTime", "count"),
      col("onTimeRate", "rate"),
    ],
    chart: { kind: "bar", x: "driverName", series: ["onTimeRate"] },
    facilityScoped: true,
  },
  {
    key: "driver-hours",
    group: "drivers",
    columns: [
      text("driverName"),
      col("hoursOnline", "hours"),
      col("trips", "count"),
      col("tripsPerHour", "number"),
    ],
    chart: { kind: "bar", x: "driverName", series: ["tripsPerHour"] },
    facilityScoped: false,
  },
];

export const reportByKey = (key: string): ReportDefinition | undefined =>
  REPORTS.find((r) => r.key === key);

export const reportsOfGroup = (group: string): readonly ReportDefinition[] =>
  REPORTS.filter((r) => r.group === group);
