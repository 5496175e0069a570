/**
 * An overdue invoice: not void, due before `today` (the operator's day, TRIP_TIME_ZONE), with a
 * positive balance. Shared by the dashboard's alert (server/analytics/dashboard.ts) and the invoices
 * search's `overdue` filter, so the tile and the list it links to count the same invoices (issue 29).
 */
import type { SQL } from "drizzle-orm";
import { and, gt, lt, ne, sql } from "drizzle-orm";
import { invoices } from "../db/schema";

export const overdueCondition = (today: string): SQL =>
  and(
    ne(invoices.submissionStatus, "void"),
    lt(invoices.dueOn, today),
    gt(invoices.balanceCents, 0),
  ) as SQL;

/** The filter's two sides: overdue, or every other invoice (one without a due date included). */
export const overdueFilterCondition = (today: string, overdue: boolean) =>
  overdue
    ? overdueCondition(today)
    : sql`not coalesce((${overdueCondition(today)}), false)`;
