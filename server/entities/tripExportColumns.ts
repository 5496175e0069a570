/**
 * The trips list's CSV (POST /trips/export): what a dispatcher reads, in words — the pick-up and
 * creation instants in the operator's time zone, the patient's name, the places, labels for codes,
 * the fare in dollars, the driver and facility by name (batch-loaded: server/entities/csvNames.ts).
 * Headers are the trips list's field keys (resources.<resource>.fields.<key>).
 */
import {
  BOOKING_TYPE_LABELS,
  EQUIPMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  TRIP_STATUS_LABELS,
} from "../../domain/exportLabels";
import { labelOf, localDateTime } from "../../domain/exportValues";
import { mobilityOf } from "../../domain/mobility";
import { formatCents } from "../../domain/money";
import type { Trip } from "../../domain/schemas/trip";
import { displayName } from "../../domain/users";
import { rowCsvColumns } from "../crud/csvColumns";
import { driverNames, facilityNames } from "./csvNames";

/** "Wheelchair, Oxygen": the trip's mobility (Ambulatory when neither: issue 22), then oxygen. */
const equipmentOf = (t: Trip) =>
  [EQUIPMENT_LABELS[mobilityOf(t)], t.oxygen && EQUIPMENT_LABELS.oxygen]
    .filter(Boolean)
    .join(", ");

export const TRIP_CSV_COLUMNS = rowCsvColumns<Trip>([
  {
    header: "pickUpDatetime",
    value: (t, cx) => localDateTime(t.pickUpDatetime, cx.timeZone),
  },
  { header: "patientName", value: (t) => (t.patient ? displayName(t.patient) : "") }, // prettier-ignore
  { header: "originName", value: (t) => t.routeLocationPair.originName },
  {
    header: "destinationName",
    value: (t) => t.routeLocationPair.destinationName,
  },
  {
    header: "bookingType",
    value: (t) => labelOf(BOOKING_TYPE_LABELS, t.bookingType),
  },
  { header: "equipment", value: equipmentOf },
  { header: "tripStatus", value: (t) => labelOf(TRIP_STATUS_LABELS, t.tripStatus) }, // prettier-ignore
  { header: "driverId", value: (t) => t.driverId, lookup: driverNames },
  { header: "facilityId", value: (t) => t.facilityId, lookup: facilityNames },
  { header: "fare", value: (t) => (t.fare ? formatCents(t.fare.totalCents) : "") }, // prettier-ignore
  {
    header: "paymentRecord",
    value: (t) => labelOf(PAYMENT_STATUS_LABELS, t.paymentRecord?.status),
  },
  "requesterName",
  {
    header: "createdAt",
    value: (t, cx) => localDateTime(t.createdAt, cx.timeZone),
  },
]);
