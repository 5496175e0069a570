import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import type { TripActor } from "../../domain/tripLifecycle";
import { DEFAULT_LIFECYCLE_OPTIONS } from "../../domain/tripLifecycle";
import { useBrowserPosition } from "../../src/session/useBrowserPosition";
import { ArticleContextPanel } from "../../src/widgets/knowledge/ArticleContextPanel";
import { usePositionReporting } from "./usePositionReporting";
import { pageActions } from "./managementModel";
import { TripMilestoneList } from "./TripMilestoneList";
import { TripRoadSummary } from "./TripRoadSummary";
import { TripStepButtons } from "./TripStepButtons";
import { useTripStep } from "./useTripStep";

const M = tripsModule.key("management");
/** The server's wait is configurable; the page counts down the default one. */
const OPTIONS = DEFAULT_LIFECYCLE_OPTIONS;

/** The clock the buttons are decided on: every second while the no-show wait counts down. */
function useClock(fast: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), fast ? 1000 : 30_000);
    return () => clearInterval(timer);
  }, [fast]);
  return now;
}

/** The driver's page once the trip is loaded and the user may run it. */
export function TripManagementView({
  trip,
  actor,
  onBehalf,
  statusChip,
}: {
  trip: Trip;
  actor: TripActor;
  onBehalf: boolean;
  statusChip: ReactNode;
}) {
  const translate = useTranslate();
  const step = useTripStep(trip);
  // Asked on opening, so the permission prompt comes now, not at the first button, and the
  // browser has a recent fix to answer each step with at once.
  const { state: position } = useBrowserPosition();
  // Only the assigned driver's own device reports where the trip is.
  const reporting = usePositionReporting(trip, actor.isAssignedDriver);
  // Seconds matter only while the driver waits at the pick-up (the no-show countdown).
  const now = useClock(
    trip.tripStatus === "in-progress" &&
      !!trip.arrivedAtPickUpAt &&
      !trip.patientOnBoardAt,
  );
  const actions = pageActions(trip, actor, now, OPTIONS);
  const counting = actions.noShowAt !== null;
  const finished =
    trip.tripStatus === "completed" || trip.tripStatus === "cancelled";
  const nothing = !actions.primary && actions.side.length === 0 && !counting;

  return (
    <Stack spacing={2} sx={{ maxWidth: 600, mx: "auto", py: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", gap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {translate(`${M}.title`)}
        </Typography>
        {statusChip}
      </Stack>
      {onBehalf && <Alert severity="info">{translate(`${M}.onBehalf`)}</Alert>}
      {step.stale && (
        <Alert severity="warning" role="alert">
          {translate(`${M}.stale`)}
        </Alert>
      )}
      {trip.tripStatus === "delayed" && trip.delayReason && (
        <Alert severity="warning">
          {translate(`${M}.delayed`, { reason: trip.delayReason })}
        </Alert>
      )}
      {(position.status === "denied" || position.status === "unsupported") &&
        !finished && (
          <Alert severity="info">{translate(`${M}.location.off`)}</Alert>
        )}
      {position.status === "insecure" && !finished && (
        <Alert severity="warning">{translate(`${M}.location.insecure`)}</Alert>
      )}
      {reporting.state === "sharing" && (
        <Typography variant="body2" color="text.secondary" role="status">
          {reporting.lastSentAt
            ? translate(`${M}.location.sharingSince`, {
                time: reporting.lastSentAt.toLocaleTimeString(),
              })
            : translate(`${M}.location.sharing`)}
        </Typography>
      )}
      {reporting.state === "denied" && (
        <Alert severity="info">{translate(`${M}.location.liveOff`)}</Alert>
      )}
      {finished ? (
        <Alert severity="success">
          {translate(`${M}.finished.${trip.tripStatus}`)}
        </Alert>
      ) : nothing ? (
        <Alert severity="info">{translate(`${M}.waiting`)}</Alert>
      ) : (
        <TripStepButtons
          trip={trip}
          actions={actions}
          step={step}
          now={now}
          waitMinutes={OPTIONS.noShowWaitMinutes}
        />
      )}
      {/* Issue 27: how to handle this trip (stretcher securement, the facility's check-in). */}
      <ArticleContextPanel request={{ tripId: trip.tripId }} />
      <TripMilestoneList trip={trip} />
      <TripRoadSummary trip={trip} />
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Button component={LinkBase} to={tripsModule.paths.list}>
          {translate(`${M}.back`)}
        </Button>
        <Button component={LinkBase} to={tripsModule.paths.show(trip.tripId)}>
          {translate(`${M}.tripPage`)}
        </Button>
      </Stack>
    </Stack>
  );
}
