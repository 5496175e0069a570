import { Button, Stack, Typography } from "@mui/material";
import { LinkBase, useGetOne, useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import {
  isWillCallWaiting,
  tripDateTimeText,
} from "../../src/widgets/trips/tripTimes";
import { ShowCard } from "./TripShowParts";
import type { TripRecord } from "./tripModel";
import { tripKey } from "./tripModel";

function Leg({
  trip,
  title,
  link,
}: {
  trip: Trip;
  title: string;
  link: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ alignItems: { sm: "center" }, py: 1 }}
      data-testid={link ? "linked-leg" : "this-leg"}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 110 }}>
        {translate(tripKey(title))}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {translate(tripKey(`directions.${trip.direction}`))}
        {" · "}
        {isWillCallWaiting(trip)
          ? translate(tripKey("values.willCall"))
          : tripDateTimeText(trip.pickUpDatetime)}
        {" · "}
        {translate(tripKey("values.route"), {
          from: trip.routeLocationPair.originName,
          to: trip.routeLocationPair.destinationName,
        })}
      </Typography>
      <TripStatusChip status={trip.tripStatus} />
      {link && (
        <Button
          component={LinkBase}
          to={tripsModule.paths.show(trip.tripId)}
          size="small"
        >
          {translate(tripKey("actions.openLeg"))}
        </Button>
      )}
    </Stack>
  );
}

/** The legs: this trip and, for a round trip, its linked outbound or return leg with a link to it. */
export function TripLegs({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const linkedId = trip.linkedTripId;
  const { data: linked } = useGetOne<TripRecord>(
    tripsModule.name,
    { id: linkedId ?? "" },
    // The linked leg is read like any trip (scoped); failing to read it only hides it.
    { enabled: !!linkedId, retry: false },
  );
  return (
    <ShowCard title="legs">
      <Leg trip={trip} title="show.legs.this" link={false} />
      {linkedId ? (
        linked && <Leg trip={linked} title="show.legs.linked" link />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(tripKey("show.legs.none"))}
        </Typography>
      )}
    </ShowCard>
  );
}
