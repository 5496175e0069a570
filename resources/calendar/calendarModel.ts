/**
 * The pure half of the trip calendar: which days a view shows (so only their trips are asked for),
 * the search filter of that range, and trips as calendar events.
 */
import dayjs from "dayjs";
import { MAX_PAGE_SIZE } from "../../domain/constants";
import type { Trip, TripStatus } from "../../domain/schemas/trip";

export const CALENDAR_VIEWS = ["month", "week", "day", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** A phone has room for one day at a time, or a list. */
export const PHONE_VIEWS: readonly CalendarView[] = ["day", "agenda"];

/** The agenda lists this many days from its date (react-big-calendar's own default). */
export const AGENDA_DAYS = 30;
/** A range is read in searches of this many trips (the server's largest page). */
export const CALENDAR_PAGE_SIZE = MAX_PAGE_SIZE;
/**
 * At most this many trips of one range are fetched (10 searches); a busier range is announced,
 * and the week or day view shows the rest.
 */
export const CALENDAR_MAX_TRIPS = 10 * CALENDAR_PAGE_SIZE;

/**
 * The page numbers still to ask for once the first page said the range holds `total` trips:
 * 2 up to what the total needs, never beyond the cap.
 */
export function remainingPages(total: number): number[] {
  const needed = Math.ceil(
    Math.min(total, CALENDAR_MAX_TRIPS) / CALENDAR_PAGE_SIZE,
  );
  return Array.from({ length: Math.max(needed - 1, 0) }, (_, i) => i + 2);
}
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

/** §7 dateFilterRequest on pick-up time; the server's toDate is exclusive. */
export const rangeFilter = (range: CalendarRange) => ({
  dateFilterRequest: {
    fromDate: range.start.toISOString(),
    toDate: range.end.toISOString(),
  },
});

export interface TripEvent {
  tripId: string;
  title: string;
  start: Date;
  end: Date;
  status: TripStatus;
  /** "Home → Mercy Dialysis", for the tooltip. */
  route: string;
}

type EventTrip = Pick<
  Trip,
  | "tripId"
  | "pickUpDatetime"
  | "travelTimeInMinutes"
  | "tripStatus"
  | "patient"
  | "routeLocationPair"
>;

/**
 * A trip as an event from pick-up for its travel time; titled with the pick-up time and the
 * patient (`noPatient` when the patient is gone); the status gives the colour.
 */
export function toEvent(
  trip: EventTrip,
  noPatient: string,
  timeText: (iso: string) => string,
): TripEvent {
  const start = new Date(trip.pickUpDatetime);
  const minutes = Math.max(trip.travelTimeInMinutes ?? 0, MIN_EVENT_MINUTES);
  const patient = trip.patient
    ? `${trip.patient.firstName} ${trip.patient.lastName}`
    : noPatient;
  return {
    tripId: trip.tripId,
    title: `${timeText(trip.pickUpDatetime)} ${patient}`,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    status: trip.tripStatus,
    route: `${trip.routeLocationPair.originName} → ${trip.routeLocationPair.destinationName}`,
  };
}

/** Whether a view name read back from storage is one this screen offers. */
export const isCalendarView = (value: unknown): value is CalendarView =>
  CALENDAR_VIEWS.some((v) => v === value);
