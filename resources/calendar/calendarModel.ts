/**
 * The pure half of the trip calendar: which days a view shows (so only their trips are asked for),
 * the search filter of that range, and trips as calendar events.
 */
import { isWillCallWaiting } from "../../src/widgets/trips/tripTimes";
import dayjs from "dayjs";
import type { Mobility } from "../../domain/mobility";
import type { CalendarTrip } from "../../domain/schemas/calendar";
import type { TripStatus } from "../../domain/schemas/trip";

export { CALENDAR_MAX_TRIPS } from "../../domain/schemas/calendar";

export const CALENDAR_VIEWS = ["month", "week", "day", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** A phone has room for one day at a time, or a list. */
export const PHONE_VIEWS: readonly CalendarView[] = ["day", "agenda"];

/** The agenda lists this many days from its date (react-big-calendar's own default). */
export const AGENDA_DAYS = 30;
/** A trip without a travel time still needs a visible block in the week and day views. */
export const MIN_EVENT_MINUTES = 30;

export interface CalendarRange {
  /** The first instant shown (local midnight). */
  start: Date;
  /** The instant after the last day shown (exclusive, local midnight). */
  end: Date;
}

/**
 * The days a view shows around `date`: the month view's full weeks (leading and trailing days of
 * the neighbouring months included, weeks starting on the locale's first day as the calendar's
 * dayjs localizer does), the week, the day, or the agenda's 30 days.
 */
export function visibleRange(view: CalendarView, date: Date): CalendarRange {
  const day = dayjs(date).startOf("day");
  switch (view) {
    case "month": {
      const start = day.startOf("month").startOf("week");
      const end = day.endOf("month").endOf("week").add(1, "ms");
      return { start: start.toDate(), end: end.toDate() };
    }
    case "week":
      return {
        start: day.startOf("week").toDate(),
        end: day.endOf("week").add(1, "ms").toDate(),
      };
    case "day":
      return { start: day.toDate(), end: day.add(1, "day").toDate() };
    case "agenda":
      return { start: day.toDate(), end: day.add(AGENDA_DAYS, "day").toDate() };
  }
}

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

/** Whether a view name read back from storage is one this screen offers. */
export const isCalendarView = (value: unknown): value is CalendarView =>
  CALENDAR_VIEWS.some((v) => v === value);
