import type { CSSProperties } from "react";
import { Box, LinearProgress } from "@mui/material";
import dayjs from "dayjs";
import type { CalendarProps } from "react-big-calendar";
import { Calendar, dayjsLocalizer } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import { AGENDA_DAYS, isCalendarView } from "./calendarRange";
import type { CalendarState } from "./useCalendarState";
import { useCalendarMessages } from "./useCalendarMessages";

const localizer = dayjsLocalizer(dayjs);

/**
 * A phone's calendar (issue 22): the toolbar's buttons and date on rows of their own, and day-view
 * events whose text wraps instead of being cut, without the time label the title repeats.
 */
const PHONE_CALENDAR = {
  "& .rbc-toolbar": { flexDirection: "column", alignItems: "stretch", gap: 1 },
  "& .rbc-toolbar .rbc-btn-group": { display: "flex" },
  "& .rbc-toolbar .rbc-btn-group > button": { flex: 1 },
  "& .rbc-day-slot .rbc-event-content": {
    whiteSpace: "normal",
    overflowWrap: "anywhere",
  },
  "& .rbc-day-slot .rbc-event-label": { display: "none" },
} as const;

/** What a screen may add to react-big-calendar's own props (events, renderers, colours). */
type Passed<E extends object> = Pick<
  CalendarProps<E>,
  | "components"
  | "eventPropGetter"
  | "tooltipAccessor"
  | "allDayAccessor"
  | "onSelectEvent"
  | "step"
  | "timeslots"
>;

export interface EventCalendarProps<E extends object> extends Passed<E> {
  events: readonly E[];
  /** The screen's view and date (useCalendarState). */
  state: CalendarState;
  /** The i18n prefix of the screen's calendar words (useCalendarMessages). */
  messagesPrefix: string;
  /** A progress bar over the calendar while the range loads. */
  loading?: boolean;
  style?: CSSProperties;
}

/**
 * The shared calendar (react-big-calendar on dayjs): events on the views the state offers, its
 * toolbar in the catalogue's words, moving through dates and views through the state, with a
 * phone's toolbar stacked. The trip calendar and a workspace's task calendar are built on it.
 */
export function EventCalendar<E extends object>({
  events,
  state,
  messagesPrefix,
  loading = false,
  style,
  ...passed
}: EventCalendarProps<E>) {
  const messages = useCalendarMessages<E>(messagesPrefix);
  return (
    <Box sx={{ position: "relative", ...(state.phone ? PHONE_CALENDAR : {}) }}>
      {loading && (
        <LinearProgress
          sx={{ position: "absolute", top: 0, left: 0, right: 0 }}
        />
      )}
      <Calendar<E>
        localizer={localizer}
        events={[...events]}
        view={state.view}
        views={[...state.views]}
        date={state.date}
        onView={(next) => {
          if (isCalendarView(next)) state.setView(next);
        }}
        onNavigate={(next) => state.setDate(next)}
        length={AGENDA_DAYS}
        popup
        messages={messages}
        style={style ?? { height: state.phone ? "70vh" : "max(640px, 75vh)" }}
        {...passed}
      />
    </Box>
  );
}
