/**
 * How other screens name a trip before this folder's screens load (read eagerly, so it stays
 * small): the patient and the pick-up time, "Rosa Parks · 2025-03-04 14:30".
 */
import dayjs from "dayjs";

interface NamedTrip {
  tripId?: string;
  pickUpDatetime?: string;
  patient?: { firstName: string; lastName: string } | null;
}

export function recordRepresentation(trip: NamedTrip): string {
  const who = trip.patient
    ? `${trip.patient.firstName} ${trip.patient.lastName}`.trim()
    : null;
  const when = trip.pickUpDatetime
    ? dayjs(trip.pickUpDatetime).format("YYYY-MM-DD HH:mm")
    : null;
  return [who, when].filter(Boolean).join(" · ") || (trip.tripId ?? "");
}
