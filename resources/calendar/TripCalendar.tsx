import { useMemo } from "react";
import { Alert, Stack } from "@mui/material";
import type { Theme } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { Title, useTranslate } from "react-admin";
import { calendarModule } from "../../domain/modules/calendar";
import { EventCalendar } from "../../src/widgets/calendar/EventCalendar";
import { CALENDAR_VIEWS } from "../../src/widgets/calendar/calendarRange";
import { useCalendarState } from "../../src/widgets/calendar/useCalendarState";
import { TRIP_STATUS_COLORS } from "../../src/widgets/trips/tripWidgetsModel";
import { tripTimeText } from "../../src/widgets/trips/tripTimes";
import type { TripEvent } from "./calendarModel";
import { CALENDAR_MAX_TRIPS, PHONE_VIEWS, toEvent } from "./calendarModel";
import { StatusLegend } from "./StatusLegend";
import { TripEventLink } from "./TripEventLink";
import { TripDayEvent } from "./TripDayEvent";
import { useRangeTrips } from "./useRangeTrips";

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
 * /calendar: the trips the user may see (the server scopes them as for /trips/all) on month, week,
 * day and agenda views of the shared calendar (src/widgets/calendar); only the shown range is
 * fetched, in one request of compact event rows (POST /trips/calendar, up to CALENDAR_MAX_TRIPS).
 * A phone gets the day and agenda views. The view and the date are kept, so coming back from a trip
 * returns to the same place.
 */
export function TripCalendar() {
  const translate = useTranslate();
  const theme = useTheme();
  const state = useCalendarState(
    calendarModule.name,
    CALENDAR_VIEWS,
    PHONE_VIEWS,
  );
  const { data, isFetching, error } = useRangeTrips(state.range);
  const noPatient = translate(key("values.patientNotFound"));
  const willCall = translate(key("values.willCall"));
  const events = useMemo(
    () =>
      (data?.trips ?? []).map((t) =>
        toEvent(t, noPatient, tripTimeText, willCall),
      ),
    [data, noPatient, willCall],
  );

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
      <EventCalendar<TripEvent>
        events={events}
        state={state}
        messagesPrefix={calendarModule.i18nKey}
        loading={isFetching}
        // A phone's day view: quarter-hour rows, so a half-hour trip has room for its three lines.
        {...(state.phone ? { step: 15, timeslots: 4 } : {})}
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
      />
    </Stack>
  );
}
