import {
  Box,
  List,
  ListItemButton,
  ListSubheader,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { LinkBase, useGetList } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import type { Trip } from "../../../domain/schemas/trip";
import { useLiveRefetch } from "../../realtime/useLiveRefetch";
import { TripStatusChip } from "./TripStatusChip";
import { useTripPanelTranslate } from "./useTripPanelTranslate";
import { isWillCallWaiting, tripDateText, tripTimeText } from "./tripTimes";
import { PanelCard } from "../PanelCard";

/** Enough for a glance; the trips list has the rest ("Showing 25 of 40"). */
export const TRIP_PANEL_SIZE = 25;
const LIVE_QUERIES = [[tripsModule.name]];

export interface TripSection {
  key: string;
  /** A subheader; none for a panel of one section. */
  label?: string;
  trips: Trip[];
}

export interface TripListPanelProps {
  title: string;
  /** The §7 trip search's filters (the server scopes the rows to the caller's facility or bookings). */
  filter: Record<string, unknown>;
  empty: string;
  /** Beside the title: Book a trip, the dispatch board. */
  action?: ReactNode;
  /** Splits the loaded trips (today, tomorrow); one unlabelled section by default. */
  sections?: (trips: Trip[]) => TripSection[];
  /** Each row shows its day too (a panel spanning several days without sections). */
  showDate?: boolean;
  /** What a row adds under its route (a trip's dispatch findings). */
  detail?: (trip: Trip) => ReactNode;
}

function TripRow({
  trip,
  showDate,
  detail,
}: {
  trip: Trip;
  showDate: boolean;
  detail?: (trip: Trip) => ReactNode;
}) {
  const t = useTripPanelTranslate();
  const patient = trip.patient
    ? `${trip.patient.firstName} ${trip.patient.lastName}`
    : t("noPatient");
  // A will-call return's pick-up is a placeholder until the patient calls: no time to show.
  const when = isWillCallWaiting(trip)
    ? t("willCall")
    : tripTimeText(trip.pickUpDatetime);
  return (
    <ListItemButton
      component={LinkBase}
      to={tripsModule.paths.show(trip.tripId)}
      divider
      sx={{ display: "block", px: 1 }}
    >
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography component="span" fontWeight={600}>
          {showDate ? `${tripDateText(trip.pickUpDatetime)} ${when}` : when}
        </Typography>
        <Typography component="span" sx={{ overflowWrap: "anywhere" }}>
          {patient}
        </Typography>
        <TripStatusChip status={trip.tripStatus} />
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: "anywhere" }}
      >
        {trip.routeLocationPair.originName} →{" "}
        {trip.routeLocationPair.destinationName}
      </Typography>
      {detail?.(trip)}
    </ListItemButton>
  );
}

/**
 * A home page panel of trips (issue 29): one trip search, soonest pick-up first, each row opening its
 * trip; a loading line, an error, an empty state, and how many of how many it shows. Follows the
 * "trips" topic, so a trip booked or assigned elsewhere appears without a reload.
 */
export function TripListPanel({
  title,
  filter,
  empty,
  action,
  sections,
  showDate = false,
  detail,
}: TripListPanelProps) {
  const t = useTripPanelTranslate();
  const { data, total, error, isPending } = useGetList<Trip & { id: string }>(
    tripsModule.name,
    {
      filter,
      sort: { field: "pickUpDatetime", order: "ASC" },
      pagination: { page: 1, perPage: TRIP_PANEL_SIZE },
    },
  );
  useLiveRefetch("trips", LIVE_QUERIES);
  const trips = data ?? [];
  const shown = sections
    ? sections(trips)
    : [{ key: "all", trips } satisfies TripSection];
  return (
    <PanelCard
      title={title}
      action={<>{action}</>}
      loading={isPending && t("loading")}
      failed={!!error && t("failed")}
      empty={!error && !isPending && trips.length === 0 && empty}
    >
      {shown
        .filter((section) => section.trips.length > 0)
        .map((section) => (
          <List
            key={section.key}
            dense
            disablePadding
            aria-label={section.label ?? title}
            subheader={
              section.label ? (
                <ListSubheader disableGutters>{section.label}</ListSubheader>
              ) : undefined
            }
          >
            {section.trips.map((trip) => (
              <TripRow
                key={trip.tripId}
                trip={trip}
                showDate={showDate}
                detail={detail}
              />
            ))}
          </List>
        ))}
      {total !== undefined && total > trips.length && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t("shown", { shown: trips.length, total })}{" "}
            <LinkBase to={tripsModule.paths.list}>{t("allTrips")}</LinkBase>
          </Typography>
        </Box>
      )}
    </PanelCard>
  );
}
