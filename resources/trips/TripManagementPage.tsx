import type { ReactNode } from "react";
import { Alert, AlertTitle, Box, Button } from "@mui/material";
import { LinkBase, Loading, Title, useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import { errorMessage, errorStatus } from "../../src/forms/serverErrors";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import { tripActor } from "../../src/session/tripActor";
import { pageAccess } from "./managementModel";
import { TripManagementView } from "./TripManagementView";

const M = tripsModule.key("management");

type TripRecord = Trip & { id: string };

/** Why the page shows no trip: unknown, out of reach, or not theirs to run. */
function Refusal({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 600, mx: "auto", py: 2 }}>
      <Alert severity="warning" role="alert">
        {title && <AlertTitle>{title}</AlertTitle>}
        {children}
      </Alert>
      <Button component={LinkBase} to={tripsModule.paths.list} sx={{ mt: 2 }}>
        {translate(`${M}.back`)}
      </Button>
    </Box>
  );
}

/**
 * /trip/management/:tripId, the assigned driver's page (Begin Trip in the list opens it): the trip
 * for the road and only the steps the lifecycle table allows. Dispatch (modify-trips) may record
 * steps on the driver's behalf, which the server marks; anyone else is told plainly it is not
 * theirs. The route itself already requires start-and-stop-trips (domain/modules/trips.ts).
 */
export function TripManagementPage() {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const { user, isPending: userPending } = useCurrentUser();
  const {
    data: trip,
    isPending,
    error,
  } = useGetOne<TripRecord>(tripsModule.name, { id }, { retry: false });

  if (isPending || userPending) return <Loading />;
  if (error || !trip) {
    // Out of scope reads as unknown (404), on purpose: the page says the same.
    const status = errorStatus(error);
    return (
      <Refusal>
        {status === 404 || !error
          ? translate(`${M}.notFound`)
          : errorMessage(error) || translate(`${M}.notFound`)}
      </Refusal>
    );
  }
  const actor = tripActor(user, trip);
  const access = pageAccess(actor);
  if (access === "refused")
    return (
      <Refusal title={translate(`${M}.refused.title`)}>
        {translate(`${M}.refused.message`)}
      </Refusal>
    );
  return (
    <>
      <Title title={translate(`${M}.title`)} />
      <TripManagementView
        trip={trip}
        actor={actor}
        onBehalf={access === "onBehalf"}
        statusChip={<TripStatusChip status={trip.tripStatus} />}
      />
    </>
  );
}
