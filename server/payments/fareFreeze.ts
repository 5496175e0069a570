/**
 * A paid trip's fare is frozen (issue 21, "paid, then made dearer"): once a payment of the trip has
 * completed, a write that would change the trip's fare is refused (409) naming the fields that would
 * change it, for every role. A refund unfreezes it (a refunded payment no longer counts). What leaves
 * the fare as paid goes through: notes, a pick-up later the same day, a place renamed.
 *
 * Two checks, for the two orders a payment and a trip change can meet in:
 * - before the write (`keepPaidFare`, in the trip's preparation): the clear answer;
 * - inside the write's transaction (`holdPaidFare`, after the update): a payment that completed since.
 *   Completing a payment locks the trip's row first (movePayment), so the two serialise: either the
 *   payment commits first and this check sees it, or the trip's new fare commits first and the open
 *   link's amount (updated here) no longer matches what the payer confirmed.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { formatCents } from "../../domain/money";
import type { Db } from "../db/client";
import { paymentRecords, type trips } from "../db/schema";
import { conflict } from "../errors";
import type { TripRecord } from "../trips/rows";
import { tripPaidElsewhere } from "./ledger";

type TripInsert = typeof trips.$inferInsert;

export const FARE_FROZEN = "This trip is paid, so its fare is frozen";
export const FARE_FROZEN_FIELD =
  "This trip is paid: refund the payment before changing this.";

/** The trip's fare inputs (server/trips/fare.ts), as the booking form names them. */
const FARE_INPUTS = {
  pickUpAddress: "pick-up address",
  dropOffAddress: "drop-off address",
  bookingType: "booking type",
  wheelchairTrip: "wheelchair",
  stretcherTrip: "stretcher",
  additionalWaitTimeInMinutes: "added waiting time",
  pickUpDatetime: "pick-up date",
} as const;
type FareInput = keyof typeof FARE_INPUTS;

interface Street {
  line1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}
const sameStreet = (a: Street, b: Street) =>
  a.line1 === b.line1 &&
  a.city === b.city &&
  a.state === b.state &&
  a.postalCode === b.postalCode;

/** The fare inputs a write changes against the stored trip (absent values are left as stored). */
export function changedFareInputs(
  values: Partial<TripInsert>,
  existing: TripRecord,
): FareInput[] {
  const changed: FareInput[] = [];
  for (const field of ["pickUpAddress", "dropOffAddress"] as const) {
    const next = values[field];
    if (next && !sameStreet(next, existing[field])) changed.push(field);
  }
  // The same streets at other coordinates: a moved point, whichever it was.
  if (
    !changed.length &&
    values.distanceInMiles !== undefined &&
    values.distanceInMiles !== existing.distanceInMiles
  )
    changed.push("pickUpAddress", "dropOffAddress");
  for (const field of [
    "bookingType",
    "wheelchairTrip",
    "stretcherTrip",
    "additionalWaitTimeInMinutes",
  ] as const)
    if (values[field] !== undefined && values[field] !== existing[field])
      changed.push(field);
  if (
    values.pickUpDatetime &&
    values.pickUpDatetime.getTime() !== existing.pickUpDatetime.getTime()
  )
    changed.push("pickUpDatetime");
  return changed;
}

const fareText = (cents: number | null | undefined) =>
  cents == null ? "none" : formatCents(cents);

function fareFrozen(
  fields: FareInput[],
  from: number | null,
  to: number | null | undefined,
) {
  const names = fields.map((f) => FARE_INPUTS[f]).join(", ");
  return conflict(
    `${FARE_FROZEN}: changing the ${names} would change the fare from ${fareText(from)} to ${fareText(to)}. Refund the payment first to change it.`,
    fields.map((field) => ({ field, message: FARE_FROZEN_FIELD })),
  );
}

/**
 * Before a trip update: refuses (409) a change of a paid trip's fare. A paid trip whose fare would
 * move with none of its inputs changed (a price list edited since) keeps the fare it was paid at.
 */
export async function keepPaidFare(
  db: Db,
  existing: TripRecord,
  values: Partial<TripInsert>,
): Promise<void> {
  if (
    values.fareTotalCents === undefined ||
    values.fareTotalCents === existing.fareTotalCents
  )
    return;
  if (!(await tripPaidElsewhere(db, existing.id))) return;
  const changed = changedFareInputs(values, existing);
  if (changed.length)
    throw fareFrozen(changed, existing.fareTotalCents, values.fareTotalCents);
  values.fare = existing.fare;
  values.fareTotalCents = existing.fareTotalCents;
  values.fareId = existing.fareId;
}

/**
 * Inside the trip update's transaction, once the row is written (and locked): a payment completed
 * since the check above refuses the change; otherwise the trip's open checkout link takes the new
 * fare, so its payer pays what the trip now costs (a page showing the old amount is refused, 422).
 */
export async function holdPaidFare(
  tx: Db,
  existing: TripRecord,
  updated: TripRecord,
): Promise<void> {
  if (updated.fareTotalCents === existing.fareTotalCents) return;
  if (await tripPaidElsewhere(tx, updated.id))
    throw fareFrozen(
      changedFareInputs(updated, existing),
      existing.fareTotalCents,
      updated.fareTotalCents,
    );
  if (!updated.fareTotalCents || updated.fareTotalCents <= 0) return;
  await tx
    .update(paymentRecords)
    .set({ amountCents: updated.fareTotalCents })
    .where(
      and(
        eq(paymentRecords.tripId, updated.id),
        eq(paymentRecords.status, "pending"),
        isNotNull(paymentRecords.checkoutToken),
      ),
    );
}
