/**
 * The pure half of the shared calendar (src/widgets/calendar): its views, and which days a view shows
 * around a date, so a screen asks the server for those days only.
 */
import dayjs from "dayjs";

export const CALENDAR_VIEWS = ["month", "week", "day", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The agenda lists this many days from its date (react-big-calendar's own default). */
export const AGENDA_DAYS = 30;

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

/** Whether a view name read back from storage is a calendar view. */
export const isCalendarView = (value: unknown): value is CalendarView =>
  CALENDAR_VIEWS.some((v) => v === value);
