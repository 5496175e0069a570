/**
 * What the transport reports (./transportReports.ts, ./revenueReport.ts) and analytics
 * (server/analytics) share: the period's instants, the aggregate expressions and the filter that
 * narrows a figure to part of the operation.
 */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { ReportPeriod } from "../../domain/schemas/report";
import { dayBounds } from "../../domain/zonedTime";

/**
 * Part of the operation a report is limited to (analytics' facility scope); empty: all of it.
 * `trips` is a condition on trips, `invoices` one on invoices. With `invoices`, collected money is
 * what payments received in the period allocated to those invoices (a payment is not a facility's
 * as a whole); with `trips`, private payments are those of those trips.
 */
export interface ReportFilter {
  trips?: SQL;
  invoices?: SQL;
}

/** [start, end) of the period as instants. */
export function periodBounds(period: ReportPeriod, timeZone: string) {
  return {
    start: dayBounds(period.fromDate, timeZone).start,
    end: dayBounds(period.toDate, timeZone).end,
  };
}

export const countAll = sql<number>`count(*)`.mapWith(Number);
export const sumOf = (column: unknown) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
