/**
 * Where each dashboard tile leads: the list it counts, with that list's filters in the URL as
 * react-admin list URLs carry them (`?filter=<JSON>`, nested as the search body: the trips list's
 * `additionalArrayFilters.tripStatuses`, `dateFilterRequest.fromDate`…). Where a list cannot say
 * the exact condition (a trip's outcome, an invoice's due date), the link opens the closest list:
 * the same trips or invoices, a superset of what the tile counts.
 */
import { ALERT_EXPIRY_DAYS } from "../../../domain/analyticsReports";
import { driversModule } from "../../../domain/modules/drivers";
import { invoicesModule } from "../../../domain/modules/invoices";
import { tripsModule } from "../../../domain/modules/trips";
import { vehiclesModule } from "../../../domain/modules/vehicles";
import type { TripStatus } from "../../../domain/tripEnums";
import { fromDateToBody, toDateToBody } from "../dateRangeBody";

type Filter = Record<string, unknown>;

export const listUrl = (list: string, filter: Filter) =>
  `${list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export interface TripLink {
  /** Calendar days, both included (YYYY-MM-DD). */
  fromDate: string;
  toDate: string;
  statuses?: readonly TripStatus[];
  /** The facility an operator narrowed the dashboard to; never sent for a facility's own scope. */
  facilityId?: string | null;
}

/** The trips list over days, by status and facility (the list's own filters, issue 9). */
export function tripsLink({
  fromDate,
  toDate,
  statuses,
  facilityId,
}: TripLink): string {
  const filter: Filter = {
    dateFilterRequest: {
      fromDate: fromDateToBody(fromDate),
      toDate: toDateToBody(toDate),
    },
  };
  if (statuses?.length)
    filter.additionalArrayFilters = { tripStatuses: [...statuses] };
  if (facilityId) filter.additionalStringFilters = { facilityId };
  return listUrl(tripsModule.paths.list, filter);
}

/**
 * Unassigned soon: open trips without a driver (the trips search's `unassigned` filter, issue 29,
 * kept from the URL though the list shows no input for it) from now to UNASSIGNED_SOON_HOURS ahead.
 */
export function upcomingTripsLink(
  from: Date,
  to: Date,
  facilityId?: string | null,
): string {
  const filter: Filter = {
    dateFilterRequest: {
      fromDate: from.toISOString(),
      toDate: to.toISOString(),
    },
    additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
    additionalBooleanFilters: { unassigned: true },
  };
  if (facilityId) filter.additionalStringFilters = { facilityId };
  return listUrl(tripsModule.paths.list, filter);
}

/** Active drivers with a credential expiring within ALERT_EXPIRY_DAYS (expired included). */
export const credentialsExpiringLink = () =>
  listUrl(driversModule.paths.list, {
    status: "active",
    credentialsExpiringWithinDays: ALERT_EXPIRY_DAYS,
  });

/** Active drivers: the closest list to "online now" (the list has no online filter). */
export const activeDriversLink = () =>
  listUrl(driversModule.paths.list, { status: "active" });

/** Vehicles whose insurance or registration expires within ALERT_EXPIRY_DAYS. */
export const vehicleDocumentsLink = () =>
  listUrl(vehiclesModule.paths.list, { expiringWithinDays: ALERT_EXPIRY_DAYS });

/**
 * Overdue invoices: the list has no due-date filter, so the sent invoices (overdue ones may be
 * unpaid or partly paid, and the list filters one settlement status at a time).
 */
export const overdueInvoicesLink = (facilityId?: string | null) =>
  listUrl(invoicesModule.paths.list, {
    submissionStatus: "sent",
    ...(facilityId ? { facilityId } : {}),
  });

/** Invoices whose service period overlaps the days (billed and collected: the closest list). */
export const invoicesLink = (
  fromDate: string,
  toDate: string,
  facilityId?: string | null,
) =>
  listUrl(invoicesModule.paths.list, {
    periodFrom: fromDate,
    periodTo: toDate,
    ...(facilityId ? { facilityId } : {}),
  });
