import {
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from "@mui/material";
import PhoneIcon from "@mui/icons-material/Phone";
import { useTranslate } from "react-admin";
import { mobilityOf } from "../../domain/mobility";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import {
  tripDateTimeText,
  tripTimeText,
} from "../../src/widgets/trips/tripTimes";
import { TripStopCard } from "./TripStopCard";

const M = tripsModule.key("management");

function TextSection({ heading, text }: { heading: string; text: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate(heading)}
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: "pre-wrap" }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Equipment, service level and seats as chips: read at a glance at the kerb. */
function DetailsCard({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const flags = [
    mobilityOf(trip),
    trip.oxygen && "oxygen",
    trip.patientHasCovid && "covid",
  ].filter((f): f is string => !!f);
  const seats = [
    trip.attendantCount > 0 &&
      translate(`${M}.seats.attendants`, { smart_count: trip.attendantCount }),
    trip.guestCount > 0 &&
      translate(`${M}.seats.guests`, { smart_count: trip.guestCount }),
  ].filter((s): s is string => !!s);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate(`${M}.sections.details`)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {flags.map((f) => (
            <Chip key={f} label={translate(`${M}.equipment.${f}`)} />
          ))}
          <Chip
            variant="outlined"
            label={translate(`${M}.serviceLevels.${trip.serviceLevel}`)}
          />
        </Stack>
        <Typography variant="body1" sx={{ mt: 1 }}>
          {seats.length > 0 ? seats.join(", ") : translate(`${M}.seats.none`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * What the driver needs on the road: the patient (with a call button), pick-up and drop-off with
 * directions, times, equipment, seats and instructions. Never the dispatcher's notes (the server
 * blanks them for drivers; this page does not show them to anyone).
 */
export function TripRoadSummary({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const patient = trip.patient;
  return (
    <Stack spacing={2}>
      {patient && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="overline" component="h2">
              {translate(`${M}.sections.patient`)}
            </Typography>
            <Stack
              direction="row"
              sx={{
                alignItems: "center",
                justifyContent: "space-between",
                gap: 1,
              }}
            >
              <Typography variant="h6" component="p">
                {patient.firstName} {patient.lastName}
              </Typography>
              {patient.phone && (
                <Button
                  href={`tel:${patient.phone}`}
                  startIcon={<PhoneIcon />}
                  size="large"
                >
                  {translate(`${M}.call`)}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <TripStopCard
        heading={`${M}.sections.pickUp`}
        address={trip.pickUpAddress}
        room={trip.pickUpRoomNumber}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(`${M}.fields.pickUpTime`, {
            time: tripDateTimeText(trip.pickUpDatetime),
          })}
        </Typography>
        {trip.willCall && !trip.willCallActivatedAt && (
          <Typography variant="body2" color="warning.main">
            {translate(`${M}.fields.willCall`)}
          </Typography>
        )}
      </TripStopCard>
      <TripStopCard
        heading={`${M}.sections.dropOff`}
        address={trip.dropOffAddress}
        room={trip.dropOffRoomNumber}
      >
        {trip.appointmentAt && (
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate(`${M}.fields.appointmentAt`, {
              time: tripTimeText(trip.appointmentAt),
            })}
          </Typography>
        )}
      </TripStopCard>
      <DetailsCard trip={trip} />
      {trip.specialInstructions && (
        <TextSection
          heading={`${M}.sections.instructions`}
          text={trip.specialInstructions}
        />
      )}
      {trip.behaviorIssues && (
        <TextSection
          heading={`${M}.sections.behavior`}
          text={trip.behaviorIssues}
        />
      )}
    </Stack>
  );
}
