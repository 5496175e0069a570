import { useMemo } from "react";
import { useTranslate } from "react-admin";
import type { Messages } from "react-big-calendar";
import { CALENDAR_VIEWS } from "./calendarRange";

/**
 * react-big-calendar's toolbar and view words, from the i18n catalogue under `prefix`: each screen's
 * own `views.*`, `toolbar.*` (today, previous, next, date, time, event, allDay, showMore) and `empty`,
 * so a trip calendar says "Trip" where a task calendar says "Task".
 */
export function useCalendarMessages<E extends object>(
  prefix: string,
): Messages<E> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      ...Object.fromEntries(
        CALENDAR_VIEWS.map((v) => [v, translate(`${prefix}.views.${v}`)]),
      ),
      today: translate(`${prefix}.toolbar.today`),
      previous: translate(`${prefix}.toolbar.previous`),
      next: translate(`${prefix}.toolbar.next`),
      date: translate(`${prefix}.toolbar.date`),
      time: translate(`${prefix}.toolbar.time`),
      event: translate(`${prefix}.toolbar.event`),
      allDay: translate(`${prefix}.toolbar.allDay`),
      noEventsInRange: translate(`${prefix}.empty`),
      showMore: (count: number) =>
        translate(`${prefix}.toolbar.showMore`, { smart_count: count }),
    }),
    [translate, prefix],
  );
}
