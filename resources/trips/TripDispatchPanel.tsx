import { FindingList } from "../../src/widgets/dispatch/FindingList";
import { useState } from "react";
import AssignmentIndIcon from "@mui/icons-material/AssignmentInd";
import { Alert, Button, Grid, Stack, Typography } from "@mui/material";
import { ReferenceField, useTranslate } from "react-admin";
import { driversModule } from "../../domain/modules/drivers";
import { vehiclesModule } from "../../domain/modules/vehicles";
import type { TripEvent } from "../../domain/schemas/trip";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { tripActor } from "../../src/session/tripActor";
import { AssignDialog } from "./AssignDialog";
import type { OfficeEvent } from "./dispatchModel";
import {
  canAssign,
  dispatchKey,
  officeEvents,
  TRIP_PAGE_SCREEN,
} from "./dispatchModel";
import type { StepInputs } from "./managementModel";
import { Detail, ShowCard } from "./TripShowParts";
import type { TripRecord } from "./tripModel";
import { tripKey } from "./tripModel";
import type { DialogStep } from "./TripStepDialogs";
import { TripStepDialogs } from "./TripStepDialogs";
import { useTripAssign } from "./useTripAssign";
import { useTripStep } from "./useTripStep";

type DialogName = "delay" | "cancel" | "assign";

const STEP_OPTIONS = {
  screen: TRIP_PAGE_SCREEN,
  // A dispatcher at a desk: their position says nothing about the trip.
  withPosition: false,
  doneKey: (event: TripEvent) => dispatchKey(`done.${event}`),
};

/** The assigned driver or vehicle by its representation (name, plate), or "Not assigned". */
function Assigned({
  record,
  source,
  reference,
}: {
  record: TripRecord;
  source: "driverId" | "vehicleId";
  reference: string;
}) {
  const translate = useTranslate();
  if (!record[source]) return <>{translate(dispatchKey("unassigned"))}</>;
  return (
    <ReferenceField
      record={record}
      source={source}
      reference={reference}
      link={false}
    />
  );
}

/**
 * The office's card on /trip/:tripId, for modify-trips (data and system administrators): who drives
 * it in what, the lifecycle events the table allows (confirm, delay, resume, cancel, each with the
 * status shown as expectedTripStatus and screen "trip-page"), and the assignment of a driver and
 * vehicle. A 409 (the trip moved on) reloads it and says so, as the driver's page does.
 */
export function TripDispatchPanel({ trip }: { trip: TripRecord }) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const step = useTripStep(trip, STEP_OPTIONS);
  const assign = useTripAssign(trip);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const actor = tripActor(user, trip);
  const events = officeEvents(trip, actor, new Date());
  const assignable = canAssign(trip, actor);
  const busy = step.pending !== null || assign.pending;
  const close = () => setDialog(null);

  const press = (event: OfficeEvent) => {
    if (event === "delay" || event === "cancel") setDialog(event);
    else void step.run(event);
  };
  const send = async (event: DialogStep, inputs: StepInputs) => {
    if (await step.run(event, inputs)) close();
  };
  const label = (event: OfficeEvent) =>
    translate(
      step.pending === event
        ? tripKey("management.working")
        : dispatchKey(`steps.${event}`),
    );

  return (
    <ShowCard title="office">
      {(step.stale || assign.stale) && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {translate(dispatchKey("stale"))}
        </Alert>
      )}
      {!!trip.dispatchFindings?.length && (
        <Stack spacing={1} sx={{ mb: 2 }} role="alert">
          <Typography variant="subtitle2" color="error">
            {translate(dispatchKey("flagged"))}
          </Typography>
          <FindingList findings={trip.dispatchFindings} />
        </Stack>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Detail label="driverId">
            <Assigned
              record={trip}
              source="driverId"
              reference={driversModule.name}
            />
          </Detail>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Detail label="vehicleId">
            <Assigned
              record={trip}
              source="vehicleId"
              reference={vehiclesModule.name}
            />
          </Detail>
        </Grid>
      </Grid>
      {(events.length > 0 || assignable) && (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 1 }}>
          {events.map((event) => (
            <Button
              key={event}
              variant={
                event === "confirm" || event === "resume"
                  ? "contained"
                  : "outlined"
              }
              color={event === "cancel" ? "error" : "primary"}
              disabled={busy}
              onClick={() => press(event)}
            >
              {label(event)}
            </Button>
          ))}
          {assignable && (
            <Button
              variant="outlined"
              startIcon={<AssignmentIndIcon />}
              disabled={busy}
              onClick={() => setDialog("assign")}
            >
              {translate(dispatchKey("assign.open"))}
            </Button>
          )}
        </Stack>
      )}
      <TripStepDialogs
        trip={trip}
        dialog={dialog === "delay" || dialog === "cancel" ? dialog : null}
        busy={busy}
        close={close}
        send={send}
      />
      {dialog === "assign" && (
        <AssignDialog
          trip={trip}
          pending={busy}
          onClose={close}
          onSubmit={(assignment) =>
            void assign.save(assignment).then((saved) => saved && close())
          }
        />
      )}
    </ShowCard>
  );
}
