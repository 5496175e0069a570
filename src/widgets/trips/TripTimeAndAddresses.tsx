import { Stack, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import type { Trip } from "../../../domain/schemas/trip";
import { tripDateText, tripTimeText } from "./tripTimes";

type PlacedTrip = Pick<Trip, "pickUpDatetime" | "routeLocationPair">;

/**
 * §2 "Time and Addresses": the scheduled time and date, then the pick-up and drop-off names.
 * Reads `trip`, else the record context.
 */
export function TripTimeAndAddresses({
  trip,
}: {
  trip?: PlacedTrip;
  label?: string;
}) {
  const fromContext = useRecordContext<PlacedTrip>();
  const translate = useTranslate();
  const record = trip ?? fromContext;
  if (!record) return null;
  const { originName, destinationName } = record.routeLocationPair;
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {tripTimeText(record.pickUpDatetime)}
        {" · "}
        {tripDateText(record.pickUpDatetime)}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {translate(tripsModule.key("values.pickUp"), { name: originName })}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {translate(tripsModule.key("values.dropOff"), {
          name: destinationName,
        })}
      </Typography>
    </Stack>
  );
}
