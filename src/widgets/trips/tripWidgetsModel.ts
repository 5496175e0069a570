/**
 * The pure half of the shared trip widgets (list, trip page, Payment Records): status colours,
 * money as §9 writes it, and which of §2's row actions a user gets on a trip.
 */
import type { ChipProps } from "@mui/material";
import { centsToAmount, formatMoney } from "../../../domain/constants";
import { hasAnyPrivilege, PRIVILEGES as P } from "../../../domain/privileges";
import type { RoleHolder } from "../../../domain/privileges";
import type { Trip, TripStatus } from "../../../domain/schemas/trip";
import { isTripPaid } from "../../../domain/tripPaid";

/** §4: one distinct colour per status, so a column of chips reads at a glance. */
export const TRIP_STATUS_COLORS: Readonly<
  Record<TripStatus, NonNullable<ChipProps["color"]>>
> = {
  pending: "secondary",
  confirmed: "info",
  "in-progress": "primary",
  completed: "success",
  delayed: "warning",
  cancelled: "error",
};

/** §9: the fare as dollars plus zero-padded cents ("$59.05"); null without a fare. */
export function fareText(fare: Trip["fare"]): string | null {
  if (!fare) return null;
  return formatMoney(fare.totalCostDollars, Number(fare.totalCostCents));
}

/** §9: amount paid is cents / 100 with 2 decimals ("$12.50"); null without a payment record. */
export function amountPaidText(
  paymentRecord: Trip["paymentRecord"],
): string | null {
  if (!paymentRecord) return null;
  return `$${centsToAmount(paymentRecord.amount)}`;
}

export { isTripPaid };

/** What the row actions read of the signed-in user (the session's User fits). */
export interface RowActionUser extends RoleHolder {
  driverDetail?: { driverId: string } | null;
}

export interface TripRowActionSet {
  /** View: holders of modify-trips (§6 "modify-trips enables the View button"). */
  view: boolean;
  /** Begin Trip: only the assigned driver, and only before the trip is under way or over. */
  begin: boolean;
  /** Live Trip Data: while the trip is in progress. */
  live: boolean;
}

/** Statuses in which Begin Trip is never offered (§2). */
const NOT_BEGINNABLE: ReadonlySet<TripStatus> = new Set([
  "in-progress",
  "completed",
  "cancelled",
]);

/** §2's three actions for one trip and user. */
export function tripRowActions(
  trip: Pick<Trip, "driverId" | "tripStatus">,
  user: RowActionUser | null | undefined,
): TripRowActionSet {
  const ownDriverId = user?.driverDetail?.driverId;
  return {
    view: hasAnyPrivilege(user, [P.modifyTrips]),
    begin:
      !!trip.driverId &&
      !!ownDriverId &&
      ownDriverId === trip.driverId &&
      !NOT_BEGINNABLE.has(trip.tripStatus),
    live: trip.tripStatus === "in-progress",
  };
}

/** The anchor of the trip page's live section (Live Trip Data opens /trip/{id}#live). */
export const LIVE_SECTION_ID = "live";
