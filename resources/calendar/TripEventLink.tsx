import { LinkBase, useTranslate } from "react-admin";
import type { EventProps } from "react-big-calendar";
import { tripsModule } from "../../domain/modules/trips";
import type { TripEvent } from "./calendarModel";

/**
 * An event is a link to its trip page: it opens with a click or the keyboard, and in a new tab with
 * the browser's own gestures. Its title says the status and the route in words, so the colour is
 * never the only sign of the status.
 */
export function TripEventLink({ event, title }: EventProps<TripEvent>) {
  const translate = useTranslate();
  const status = translate(tripsModule.key(`statuses.${event.status}`));
  return (
    <LinkBase
      to={tripsModule.paths.show(event.tripId)}
      title={`${title} · ${status} · ${event.route}`}
      style={{ color: "inherit", display: "block", textDecoration: "none" }}
    >
      {title}
    </LinkBase>
  );
}
