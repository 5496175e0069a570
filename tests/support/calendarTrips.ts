/**
 * The trip calendar's rows for its tests: trips on local days of 2025 (the calendar shows the
 * browser's days), and a trip as POST /trips/calendar answers it.
 */
import type { CalendarTrip } from "../../domain/schemas/calendar";
import type { Trip } from "../../domain/schemas/trip";
import { mobilityOf } from "../../domain/mobility";

/** A local time of 2025 as an instant. */
export const local = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(2025, month - 1, day, hour, minute).toISOString();

/** A trip as POST /trips/calendar answers it: the compact event row (issue 22). */
export const compact = (trip: Trip): CalendarTrip => ({
  tripId: trip.tripId,
  pickUpDatetime: trip.pickUpDatetime,
  travelTimeInMinutes: trip.travelTimeInMinutes,
  tripStatus: trip.tripStatus,
  patientName: trip.patient
    ? `${trip.patient.firstName} ${trip.patient.lastName}`
    : null,
  mobility: mobilityOf(trip),
  willCall: trip.willCall,
  willCallActivatedAt: trip.willCallActivatedAt,
  originName: trip.routeLocationPair.originName,
  destinationName: trip.routeLocationPair.destinationName,
});
