/**
 * Transport reports (issue 12): the period every report is asked for, and the three answers —
 * trips (by status, booking type and facility), revenue (billed, collected, outstanding with
 * ageing) and per-facility no-show and late-cancel rates. Money is in integer cents.
 */
import { z } from "zod";
import { MAX_REPORT_DAYS } from "../reportLimits";
import { BOOKING_TYPES, TRIP_STATUSES } from "./tripParts";

export { MAX_REPORT_DAYS } from "../reportLimits";

export const REPORT_MESSAGES = {
  date: "Enter a date as YYYY-MM-DD.",
  order: "The start date must be on or before the end date.",
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days (three years).`,
  ready: "Report ready.",
} as const;

const isoDay = z.iso.date({ error: REPORT_MESSAGES.date });

/** Days from one calendar day to another (both YYYY-MM-DD), counting the first: 1 for a single day. */
export function periodDays(fromDate: string, toDate: string): number {
  const ms =
    Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Calendar days in the operator's time zone (TRIP_TIME_ZONE), both ends included. */
export const reportPeriodSchema = z
  .strictObject({ fromDate: isoDay, toDate: isoDay })
  .superRefine((p, ctx) => {
    if (p.fromDate > p.toDate)
      ctx.addIssue({
        code: "custom",
        path: ["toDate"],
        message: REPORT_MESSAGES.order,
      });
    else if (periodDays(p.fromDate, p.toDate) > MAX_REPORT_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["toDate"],
        message: REPORT_MESSAGES.tooLong,
      });
  });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const count = z.number().int().nonnegative();
const cents = z.number().int();

/** A facility's row; facilityId null: trips without a facility (private and community bookings). */
const facilityKey = {
  facilityId: z.uuid().nullable(),
  facilityName: z.string().nullable(),
};

export const tripsReportSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Trips whose scheduled pick-up falls in the period. */
  total: count,
  /** Every status, in §4's order, zeros included. */
  byStatus: z.array(z.object({ status: z.enum(TRIP_STATUSES), trips: count })),
  /** Every booking type, zeros included. */
  byBookingType: z.array(
    z.object({ bookingType: z.enum(BOOKING_TYPES), trips: count }),
  ),
  /** Facilities with trips in the period, most trips first. */
  byFacility: z.array(z.object({ ...facilityKey, trips: count })),
});
export type TripsReport = z.infer<typeof tripsReportSchema>;

export const AGEING_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of a balance this many days after its invoice's issue date. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

const revenueLine = z.object({
  billedCents: cents,
  collectedCents: cents,
  outstandingCents: cents,
});
export type RevenueLine = z.infer<typeof revenueLine>;

export const revenueReportSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Facility and insurer invoices (void ones count nowhere). */
  invoiced: revenueLine,
  /** Private trips' completed payments: billed and collected when paid, never outstanding. */
  private: revenueLine,
  total: revenueLine,
  /** Invoices with a balance at the end of the period, by days since their issue date. */
  ageing: z.array(
    z.object({
      bucket: z.enum(AGEING_BUCKETS),
      invoices: count,
      outstandingCents: cents,
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const ratesReportSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Per facility, most trips first; a rate is a share of the facility's trips (0–1). */
  facilities: z.array(
    z.object({
      ...facilityKey,
      trips: count,
      noShows: count,
      lateCancels: count,
      noShowRate: z.number(),
      lateCancelRate: z.number(),
    }),
  ),
});
export type RatesReport = z.infer<typeof ratesReportSchema>;

/** A share of a whole (0 of 0 is 0). */
export const rateOf = (part: number, whole: number) =>
  whole > 0 ? part / whole : 0;

export const REPORT_KINDS = ["trips", "revenue", "rates"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
