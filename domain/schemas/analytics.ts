/**
 * Analytics calls (issue 29): the dashboard, the users' analytics and one report, their requests and
 * answers. The definitions and the report catalogue are ../analyticsReports.ts. Every figure is
 * computed in SQL within the caller's scope: a facility administrator's always their own facility,
 * whatever the request names; administrators and data administrators the whole operation, or one
 * facility when they ask for it.
 */
import { z } from "zod";
import { REPORT_GROUPS } from "../analyticsReports";
import { ROLE_CODES } from "../privileges";
import { reportPeriodSchema } from "./report";
import { TRIP_STATUSES } from "./tripParts";

export const ANALYTICS_MESSAGES = {
  reportNotFound: "Report not found.",
  /** 403 to a facility administrator asking for an operator-wide report (driver hours). */
  operatorOnly: "This report covers the whole operation.",
  facilityNotFound: "Choose an existing facility.",
} as const;

const count = z.number().int().nonnegative();
const cents = z.number().int();

/** A share: `part` of `whole`, and the rate (0 of 0 is 0). */
const share = z.object({ part: count, whole: count, rate: z.number() });
export type Share = z.infer<typeof share>;

/** POST /analytics/dashboard: the scope's facility, when an operator narrows it to one. */
export const dashboardRequestSchema = z.strictObject({
  facilityId: z.uuid({ error: ANALYTICS_MESSAGES.facilityNotFound }).optional(),
});
export type DashboardRequest = z.input<typeof dashboardRequestSchema>;

export const dashboardSchema = z.object({
  /** The facility every figure is limited to; null: the whole operation. */
  facilityId: z.string().nullable(),
  /** Today in the operator's zone (TRIP_TIME_ZONE), YYYY-MM-DD. */
  today: z.string(),
  now: z.string(),
  todayTiles: z.object({
    /** Today's bounds as instants [startsAt, endsAt), so a tile's list filters the same trips. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** Today's trips by status, every status in order, zeros included. */
    byStatus: z.array(
      z.object({ status: z.enum(TRIP_STATUSES), trips: count }),
    ),
    total: count,
    /** Trips without a driver whose pick-up is within UNASSIGNED_SOON_HOURS from now. */
    unassignedSoon: count,
    /** Drivers online now; null for a facility's scope (the fleet is not theirs). */
    driversOnline: count.nullable(),
    /** Today's pick-ups so far: on time (part) of those with an arrival recorded (whole). */
    onTime: share,
  }),
  last30: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    /** The window's bounds as instants [startsAt, endsAt) in the operator's zone. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** Trips per day by scheduled pick-up, every day of the window, zeros included. */
    volumeByDay: z.array(z.object({ day: z.string(), trips: count })),
    onTime: share,
    /** No-shows and late cancellations of the window's trips. */
    noShows: share,
    lateCancels: share,
    /** From patient on board to arrival at the drop-off, completed trips; null without any. */
    averageRideMinutes: z.number().nullable(),
    billedCents: cents,
    collectedCents: cents,
    /**
     * The parts of billed: invoices issued in the window (not void), and private trips' completed
     * payments paid in it (also part of collected); each a list the tiles link to.
     */
    invoicedCents: cents,
    privatePaidCents: cents,
  }),
  alerts: z.object({
    /** Active drivers whose first credential expires within ALERT_EXPIRY_DAYS (or has); null for a facility. */
    credentialsExpiring: count.nullable(),
    /** Vehicles whose insurance or registration expires within ALERT_EXPIRY_DAYS (or has); null for a facility. */
    vehicleDocumentsExpiring: count.nullable(),
    /** Invoices past their due date with a balance. */
    invoicesOverdue: count,
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** POST /analytics/users (administrators): the people's accounts, service users left out. */
export const usersAnalyticsSchema = z.object({
  /** Active accounts by their first role, every role in §6 order, zeros included. */
  activeByRole: z.array(z.object({ role: z.enum(ROLE_CODES), users: count })),
  /** Sign-ins (sessions started) per day over the last DASHBOARD_DAYS days, zeros included. */
  signInsByDay: z.array(z.object({ day: z.string(), signIns: count })),
  /** Active accounts that have never signed in. */
  neverSignedIn: count,
  /** Active accounts with a confirmed second factor. */
  withSecondFactor: count,
  /** Accounts that must wait before their next sign-in try (the sign-in throttle), now. */
  locked: count,
  activeTotal: count,
});
export type UsersAnalytics = z.infer<typeof usersAnalyticsSchema>;

/** POST /analytics/reports/{key}: a period (../schemas/report.ts rules) and an optional facility. */
export const analyticsReportRequestSchema = z
  .strictObject({
    fromDate: reportPeriodSchema.shape.fromDate,
    toDate: reportPeriodSchema.shape.toDate,
    facilityId: z
      .uuid({ error: ANALYTICS_MESSAGES.facilityNotFound })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const period = reportPeriodSchema.safeParse({
      fromDate: body.fromDate,
      toDate: body.toDate,
    });
    // Only the period's own rules (order, length): a malformed day is already reported by its field.
    if (!period.success)
      for (const issue of period.error.issues)
        if (issue.code === "custom")
          ctx.addIssue({ ...issue, code: "custom", message: issue.message });
  });
export type AnalyticsReportRequest = z.input<
  typeof analyticsReportRequestSchema
>;

/** One cell: text, a number, or null (no value: no measured trip). */
const cell = z.union([z.string(), z.number(), z.null()]);

export const analyticsReportSchema = z.object({
  key: z.string(),
  group: z.enum(REPORT_GROUPS),
  fromDate: z.string(),
  toDate: z.string(),
  /** The facility the figures are limited to; null: the whole operation. */
  facilityId: z.string().nullable(),
  /** Rows keyed by the report's column keys (../analyticsReports.ts), in display order. */
  rows: z.array(z.record(z.string(), cell)),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
