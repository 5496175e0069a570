import { useMemo } from "react";
import { useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material";
import dayjs from "dayjs";
import { useStore } from "react-admin";
import { DATE_FORMATS } from "../dateFormats";
import type { CalendarRange, CalendarView } from "./calendarRange";
import { isCalendarView, visibleRange } from "./calendarRange";

export interface CalendarState {
  /** The views offered on this screen: the phone's on a phone. */
  views: readonly CalendarView[];
  view: CalendarView;
  date: Date;
  /** The days the view shows: what the screen fetches. */
  range: CalendarRange;
  phone: boolean;
  setView: (view: CalendarView) => void;
  setDate: (date: Date) => void;
}

/**
 * A calendar screen's view and date, kept in the store under `storeKey` (so coming back from an
 * event returns to the same place), with the views a phone has room for.
 */
export function useCalendarState(
  storeKey: string,
  views: readonly CalendarView[],
  phoneViews: readonly CalendarView[],
): CalendarState {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const offered = phone ? phoneViews : views;
  const [storedView, setView] = useStore<string>(`${storeKey}.view`, views[0]);
  const [storedDate, setStoredDate] = useStore<string | null>(
    `${storeKey}.date`,
    null,
  );
  const view: CalendarView =
    isCalendarView(storedView) && offered.includes(storedView)
      ? storedView
      : offered[0];
  const date = useMemo(
    () => (storedDate ? dayjs(storedDate).toDate() : new Date()),
    [storedDate],
  );
  return {
    views: offered,
    view,
    date,
    range: visibleRange(view, date),
    phone,
    setView,
    setDate: (next) => setStoredDate(dayjs(next).format(DATE_FORMATS.iso)),
  };
}
