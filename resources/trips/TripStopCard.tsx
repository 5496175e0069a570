import type { ReactNode } from "react";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import DirectionsIcon from "@mui/icons-material/Directions";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import { addressLine, mapsLink } from "./managementModel";

const M = tripsModule.key("management");

/** One end of the trip: the place's name, its address, the room, and directions in the maps app. */
export function TripStopCard({
  heading,
  address,
  room,
  children,
}: {
  /** i18n key. */
  heading: string;
  address: Trip["pickUpAddress"];
  room: string | null;
  /** Times shown under the heading (pick-up, appointment). */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate(heading)}
        </Typography>
        {children}
        <Typography variant="h6" component="p">
          {address.name}
        </Typography>
        <Typography variant="body1">{addressLine(address)}</Typography>
        {room && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${M}.fields.room`, { room })}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button
            href={mapsLink(address)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<DirectionsIcon />}
            size="large"
          >
            {translate(`${M}.directions`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
