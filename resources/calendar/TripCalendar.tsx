import { useMemo } from "react";
import {
  Alert,
  Box,
  LinearProgress,
  Stack,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import dayjs from "dayjs";
import { Title, useStore, useTranslate } from "react-admin";
import type { Messages } from "react-big-calendar";
import { Calendar, dayjsLocalizer } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import { calendarModule } from "../../domain/modules/calendar";
import { DATE_FORMATS } from "../../src/widgets/dateFormats";
import { TRIP_STATUS_COLORS } from "../../src/widgets/trips/tripWidgetsModel";
import { tripTimeText } from "../../src/widgets/trips/tripTimes";
import type { CalendarView, TripEvent } from "./calendarModel";
import {
  AGENDA_DAYS,
  CALENDAR_MAX_TRIPS,
  CALENDAR_VIEWS,
  isCalendarView,
  PHONE_VIEWS,
  toEvent,
  visibleRange,
} from "./calendarModel";
import { StatusLegend } from "./StatusLegend";
import { TripEventLink } from "./TripEventLink";
import { TripDayEvent } from "./TripDayEvent";
import { useRangeTrips } from "./useRangeTrips";

const localizer = dayjsLocalizer(dayjs);
const key = calendarModule.key;

const PALETTE_KEYS = [
  "primary",
  "secondary",
  "error",
  "warning",
  "info",
  "success",
] as const;

/** An event's colours: the status chip's palette colour (§4), grey for one the chips leave grey. */
function statusColors(theme: Theme, status: TripEvent["status"]) {
  const chip = TRIP_STATUS_COLORS[status];
  const paletteKey = PALETTE_KEYS.find((k) => k === chip);
  return paletteKey
    ? theme.palette[paletteKey]
    : {
        main: theme.palette.grey[600],
        contrastText: theme.palette.common.white,
      };
}

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

/** react-big-calendar's toolbar and view words, from the i18n catalogue. */
function useCalendarMessages(): Messages<TripEvent> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      ...Object.fromEntries(
        CALENDAR_VIEWS.map((v) => [v, translate(key(`views.${v}`))]),
      ),
      today: translate(key("toolbar.today")),
      previous: translate(key("toolbar.previous")),
      next: translate(key("toolbar.next")),
      date: translate(key("toolbar.date")),
      time: translate(key("toolbar.time")),
      event: translate(key("toolbar.event")),
      allDay: translate(key("toolbar.allDay")),
      noEventsInRange: translate(key("empty")),
      showMore: (count: number) =>
        translate(key("toolbar.showMore"), { smart_count: count }),
    }),
    [translate],
  );
}

/**
 * /calendar: the trips the user may see (the server scopes them as for /trips/all) on month, week,
 * day and agenda views; only the shown range is fetched, in one request of compact event rows
 * (POST /trips/calendar, up to CALENDAR_MAX_TRIPS). A phone gets the day and agenda views.
 * The view and the date are kept, so coming back from a trip returns to the same place.
 */
export function TripCalendar() {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const views = phone ? PHONE_VIEWS : CALENDAR_VIEWS;
  const [storedView, setView] = useStore<string>(
    `${calendarModule.name}.view`,
    "month",
  );
  const [storedDate, setDate] = useStore<string | null>(
    `${calendarModule.name}.date`,
    null,
  );
  const view: CalendarView =
    isCalendarView(storedView) && views.includes(storedView)
      ? storedView
      : views[0];
  const date = useMemo(
    () => (storedDate ? dayjs(storedDate).toDate() : new Date()),
    [storedDate],
  );
  const range = visibleRange(view, date);

  const { data, isFetching, error } = useRangeTrips(range);
  const noPatient = translate(key("values.patientNotFound"));
  const willCall = translate(key("values.willCall"));
  const events = useMemo(
    () =>
      (data?.trips ?? []).map((t) =>
        toEvent(t, noPatient, tripTimeText, willCall),
      ),
    [data, noPatient, willCall],
  );
  const messages = useCalendarMessages();

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={key("title")} />
      <StatusLegend />
      {data && data.total > CALENDAR_MAX_TRIPS && (
        <Alert severity="info">
          {translate(key("tooMany"), {
            shown: data.trips.length,
            total: data.total,
          })}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{translate(key("failed"))}</Alert>
      ) : null}
      <Box sx={{ position: "relative", ...(phone ? PHONE_CALENDAR : {}) }}>
        {isFetching && (
          <LinearProgress
            sx={{ position: "absolute", top: 0, left: 0, right: 0 }}
          />
        )}
        <Calendar<TripEvent>
          localizer={localizer}
          events={events}
          view={view}
          views={[...views]}
          date={date}
          onView={(next) => {
            if (isCalendarView(next)) setView(next);
          }}
          onNavigate={(next) => setDate(dayjs(next).format(DATE_FORMATS.iso))}
          length={AGENDA_DAYS}
          // A phone's day view: quarter-hour rows, so a half-hour trip has room for its three lines.
          {...(phone ? { step: 15, timeslots: 4 } : {})}
          popup
          messages={messages}
          components={{ event: TripEventLink, day: { event: TripDayEvent } }}
          // The event link carries its own title (TripEventLink).
          tooltipAccessor={null}
          eventPropGetter={(e) => {
            const color = statusColors(theme, e.status);
            return {
              style: {
                backgroundColor: color.main,
                color: color.contrastText,
                border: 0,
              },
            };
          }}
          style={{ height: phone ? "70vh" : "max(640px, 75vh)" }}
        />
      </Box>
    </Stack>
  );
}
