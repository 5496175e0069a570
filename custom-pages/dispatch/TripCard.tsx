import { Box, Button, Card, Chip, Stack, Typography } from "@mui/material";
import AccessibleIcon from "@mui/icons-material/Accessible";
import AirlineSeatFlatIcon from "@mui/icons-material/AirlineSeatFlat";
import DirectionsWalkIcon from "@mui/icons-material/DirectionsWalk";
import { useDraggable } from "@dnd-kit/core";
import type { ReactNode } from "react";
import { Link, useTranslate } from "react-admin";
import { mobilityOf } from "../../domain/mobility";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip } from "../../domain/schemas/trip";
import { FindingList } from "../../src/widgets/dispatch/FindingList";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import { isWillCallWaiting, K, timeOf } from "./boardModel";

/** What a card says about its trip; the same on the board and under the pointer while dragged. */
export function TripCardBody({
  trip,
  children,
}: {
  trip: Trip;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const patient = trip.patient
    ? `${trip.patient.firstName} ${trip.patient.lastName}`
    : translate(`${K}.noPatient`);
  return (
    <Box sx={{ p: 1 }}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography fontWeight={600}>
          {isWillCallWaiting(trip)
            ? translate(`${K}.willCall`)
            : timeOf(trip.pickUpDatetime)}
        </Typography>
        {mobilityOf(trip) === "ambulatory" && (
          <DirectionsWalkIcon
            fontSize="small"
            titleAccess={translate(`${K}.ambulatory`)}
          />
        )}
        {trip.wheelchairTrip && (
          <AccessibleIcon
            fontSize="small"
            titleAccess={translate(`${K}.wheelchair`)}
          />
        )}
        {trip.stretcherTrip && (
          <AirlineSeatFlatIcon
            fontSize="small"
            titleAccess={translate(`${K}.stretcher`)}
          />
        )}
        <TripStatusChip status={trip.tripStatus} />
      </Stack>
      <Typography variant="body2">{patient}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {trip.routeLocationPair.originName} →{" "}
        {trip.routeLocationPair.destinationName}
      </Typography>
      {!!trip.dispatchFindings?.length && (
        <Chip
          size="small"
          color="error"
          label={translate(`${K}.needsDispatch`)}
          sx={{ mt: 0.5 }}
        />
      )}
      {children}
    </Box>
  );
}

/** A draggable trip card with its keyboard-reachable Assign… menu and a link to the trip. */
export function TripCard({
  trip,
  onAssignMenu,
}: {
  trip: Trip;
  onAssignMenu?: (anchor: HTMLElement, trip: Trip) => void;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: trip.tripId,
    data: { trip },
  });
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid={`trip-card-${trip.tripId}`}
      sx={{ mb: 1, opacity: isDragging ? 0.4 : 1, touchAction: "none" }}
    >
      <Box
        {...listeners}
        {...attributes}
        aria-label={translate(`${K}.dragHandle`)}
        sx={{ cursor: "grab" }}
      >
        <TripCardBody trip={trip} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ px: 1, pb: 1 }}>
        {onAssignMenu && (
          <Button
            size="small"
            onClick={(e) => onAssignMenu(e.currentTarget, trip)}
          >
            {translate(`${K}.assignMenu`)}
          </Button>
        )}
        <Button
          size="small"
          component={Link}
          to={tripsModule.paths.show(trip.tripId)}
        >
          {translate(`${K}.open`)}
        </Button>
      </Stack>
    </Card>
  );
}

/** The card under the pointer while dragged, with what the check found for the lane below it. */
export function DraggedCard({
  trip,
  findings,
  checking,
}: {
  trip: Trip;
  findings: Parameters<typeof FindingList>[0]["findings"];
  checking: boolean;
}) {
  const translate = useTranslate();
  return (
    <Card raised sx={{ width: "100%", overflowWrap: "anywhere" }}>
      <TripCardBody trip={trip}>
        <Box sx={{ mt: 1 }} data-testid="drag-findings">
          {checking && (
            <Typography variant="caption">
              {translate("app.widgets.findings.checking")}
            </Typography>
          )}
          <FindingList findings={findings} dense />
        </Box>
      </TripCardBody>
    </Card>
  );
}
