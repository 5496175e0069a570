/**
 * Where each dashboard tile leads: the list it counts, with that list's filters in the URL as
 * react-admin list URLs carry them (`?filter=<JSON>`, nested as the search body: the trips list's
 * `additionalArrayFilters.tripStatuses`, `dateFilterRequest.fromDate`…). Each list's total is the
 * tile's count (issue 29, tests/server/analytics-tile-links.test.ts): the filters are the server's
 * own definitions of the figures (a trip's outcome and pick-up punctuality, a driver online now, an
 * invoice overdue, an invoice issued in the window, a private payment paid in it), and the days are
 * the operator's, as the instants the dashboard answers, not the browser's. A rate's list is its
 * part (the no-shows of "3 of 100 trips"); the average ride time's, the completed trips it averages.
 * Money: billed is two lists, the invoices issued (its tile's link) and the private payments (the
 * "Paid privately" tile's); collected has no list of its own (invoice payments are listed per
 * invoice only), so its tile has no link.
 */
import { ALERT_EXPIRY_DAYS } from "../../../domain/analyticsReports";
import { driversModule } from "../../../domain/modules/drivers";
import { invoicesModule } from "../../../domain/modules/invoices";
import { paymentLedgerModule } from "../../../domain/modules/paymentLedger";
import { tripsModule } from "../../../domain/modules/trips";
import { vehiclesModule } from "../../../domain/modules/vehicles";
import type {
  OutcomeCode,
  PickUpPunctuality,
  TripStatus,
} from "../../../domain/tripEnums";

type Filter = Record<string, unknown>;

export const listUrl = (list: string, filter: Filter) =>
  `${list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export interface TripLink {
  /** The instants the figure counts, [startsAt, endsAt) (the dashboard's own bounds). */
  startsAt: string;
  endsAt: string;
  statuses?: readonly TripStatus[];
  outcomeCodes?: readonly OutcomeCode[];
  punctuality?: PickUpPunctuality;
  /** The facility an operator narrowed the dashboard to; never sent for a facility's own scope. */
  facilityId?: string | null;
}

/** The trips list over instants, by status, outcome, punctuality and facility (issues 9, 29). */
export function tripsLink({
  startsAt,
  endsAt,
  statuses,
  outcomeCodes,
  punctuality,
  facilityId,
}: TripLink): string {
  const filter: Filter = {
    dateFilterRequest: { fromDate: startsAt, toDate: endsAt },
  };
  const arrays: Filter = {};
  if (statuses?.length) arrays.tripStatuses = [...statuses];
  if (outcomeCodes?.length) arrays.outcomeCodes = [...outcomeCodes];
  if (Object.keys(arrays).length) filter.additionalArrayFilters = arrays;
  const strings: Filter = {};
  if (facilityId) strings.facilityId = facilityId;
  if (punctuality) strings.pickUpPunctuality = punctuality;
  if (Object.keys(strings).length) filter.additionalStringFilters = strings;
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

/** Drivers whose latest online status record says online (the drivers search's `online`). */
export const driversOnlineLink = () =>
  listUrl(driversModule.paths.list, { online: true });

/** Active vehicles whose insurance or registration expires within ALERT_EXPIRY_DAYS. */
export const vehicleDocumentsLink = () =>
  listUrl(vehiclesModule.paths.list, {
    status: "active",
    expiringWithinDays: ALERT_EXPIRY_DAYS,
  });

/** Invoices overdue: not void, due before the operator's today, with a balance. */
export const overdueInvoicesLink = (facilityId?: string | null) =>
  listUrl(invoicesModule.paths.list, {
    overdue: true,
    ...(facilityId ? { facilityId } : {}),
  });

/** Invoices issued in the days (both included), void ones left out: billed on invoices. */
export const billedInvoicesLink = (
  fromDate: string,
  toDate: string,
  facilityId?: string | null,
) =>
  listUrl(invoicesModule.paths.list, {
    issuedFrom: fromDate,
    issuedTo: toDate,
    voided: false,
    ...(facilityId ? { facilityId } : {}),
  });

/** Private trips' completed payments paid in the days (the operator's), the rest of billed. */
export const privatePaymentsLink = (fromDate: string, toDate: string) =>
  listUrl(paymentLedgerModule.paths.list, {
    status: "completed",
    paidFrom: fromDate,
    paidTo: toDate,
  });
