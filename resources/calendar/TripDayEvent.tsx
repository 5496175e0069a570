import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { EventProps } from "react-big-calendar";
import { tripsModule } from "../../domain/modules/trips";
import type { TripEvent } from "./calendarModel";
import { TripEventLink } from "./TripEventLink";

/**
 * An event of the day view (issue 22): the link, then the status and mobility and the route written
 * out, wrapping, since a phone shows no hover title and the day view is its main one.
 */
export function TripDayEvent(props: EventProps<TripEvent>) {
  const translate = useTranslate();
  const { event } = props;
  const status = translate(tripsModule.key(`statuses.${event.status}`));
  const details = event.mobility
    ? `${status} · ${translate(tripsModule.key(`management.equipment.${event.mobility}`))}`
    : status;
  return (
    <>
      <TripEventLink {...props} />
      <Typography variant="caption" component="div" sx={{ lineHeight: 1.3 }}>
        {details}
      </Typography>
      <Typography variant="caption" component="div" sx={{ lineHeight: 1.3 }}>
        {event.route}
      </Typography>
    </>
  );
}
