/**
 * The pure half of the trip calendar: the search filter of the range shown (the views and their
 * ranges are the shared calendar's, src/widgets/calendar), and trips as calendar events.
 */
import { isWillCallWaiting } from "../../src/widgets/trips/tripTimes";
import type {
  CalendarRange,
  CalendarView,
} from "../../src/widgets/calendar/calendarRange";
import type { Mobility } from "../../domain/mobility";
import type { CalendarTrip } from "../../domain/schemas/calendar";
import type { TripStatus } from "../../domain/schemas/trip";

export { CALENDAR_MAX_TRIPS } from "../../domain/schemas/calendar";

/** Moved to the shared calendar (src/widgets/calendar); still read from here by the trip screens' tests. */
export { visibleRange } from "../../src/widgets/calendar/calendarRange";

/** A phone has room for one day at a time, or a list. */
export const PHONE_VIEWS: readonly CalendarView[] = ["day", "agenda"];

/** A trip without a travel time still needs a visible block in the week and day views. */
export const MIN_EVENT_MINUTES = 30;

/** POST /trips/calendar's body: the range on pick-up time; the server's toDate is exclusive. */
export const rangeFilter = (range: CalendarRange) => ({
  fromDate: range.start.toISOString(),
  toDate: range.end.toISOString(),
});

export interface TripEvent {
  tripId: string;
  title: string;
  start: Date;
  end: Date;
  status: TripStatus;
  /** Ambulatory, wheelchair or stretcher; absent on rows without it. */
  mobility?: Mobility;
  /** "Home → Mercy Dialysis", for the tooltip. */
  route: string;
}

/** The compact row of POST /trips/calendar (issue 22); mobility and will-call may be absent. */
type EventTrip = Omit<
  CalendarTrip,
  "mobility" | "willCall" | "willCallActivatedAt"
> &
  Partial<Pick<CalendarTrip, "mobility" | "willCall" | "willCallActivatedAt">>;

/**
 * A trip as an event from pick-up for its travel time; titled with the pick-up time and the
 * patient (`noPatient` when the patient is gone); the status gives the colour. A will-call return
 * not yet activated is titled `willCallText` instead of its placeholder time (issue 22).
 */
export function toEvent(
  trip: EventTrip,
  noPatient: string,
  timeText: (iso: string) => string,
  willCallText?: string,
): TripEvent {
  const start = new Date(trip.pickUpDatetime);
  const minutes = Math.max(trip.travelTimeInMinutes ?? 0, MIN_EVENT_MINUTES);
  const patient = trip.patientName ?? noPatient;
  return {
    tripId: trip.tripId,
    title: `${
      willCallText && isWillCallWaiting(trip)
        ? willCallText
        : timeText(trip.pickUpDatetime)
    } ${patient}`,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    status: trip.tripStatus,
    ...(trip.mobility ? { mobility: trip.mobility } : {}),
    route: `${trip.originName} → ${trip.destinationName}`,
  };
}
