import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useDroppable } from "@dnd-kit/core";
import { useTranslate } from "react-admin";
import type { BoardVehicle } from "../../domain/schemas/board";
import type { ManifestSummary } from "../../domain/schemas/manifest";
import type { Trip } from "../../domain/schemas/trip";
import type { Lane } from "./boardModel";
import { COLUMN_SCROLL, K, timeOf } from "./boardModel";
import { TripCard } from "./TripCard";

/** The lane's manifest: its state and the button that publishes (or re-publishes) the day. */
function ManifestControl({
  manifest,
  publishing,
  onPublish,
}: {
  manifest: ManifestSummary | undefined;
  publishing: boolean;
  onPublish: () => void;
}) {
  const translate = useTranslate();
  const state = !manifest
    ? { label: translate(`${K}.manifest.none`), color: "default" as const }
    : manifest.changedSinceAcknowledged
      ? { label: translate(`${K}.manifest.changed`), color: "warning" as const }
      : manifest.acknowledgedAt
        ? {
            label: translate(`${K}.manifest.acknowledged`, {
              time: timeOf(manifest.acknowledgedAt),
            }),
            color: "success" as const,
          }
        : {
            label: translate(`${K}.manifest.published`, {
              time: timeOf(manifest.publishedAt),
            }),
            color: "info" as const,
          };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Chip size="small" label={state.label} color={state.color} />
      <Button size="small" onClick={onPublish} disabled={publishing}>
        {translate(`${K}.manifest.${manifest ? "republish" : "publish"}`)}
      </Button>
    </Stack>
  );
}

/** One driver's lane: a drop target with the day's trips in time order and the vehicle they drive. */
export function DriverLane({
  lane,
  vehicles,
  manifest,
  publishing,
  onVehicle,
  onPublish,
  onAssignMenu,
}: {
  lane: Lane;
  vehicles: readonly BoardVehicle[];
  manifest: ManifestSummary | undefined;
  publishing: boolean;
  onVehicle: (vehicleId: string) => void;
  onPublish: () => void;
  onAssignMenu: (anchor: HTMLElement, trip: Trip) => void;
}) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({
    id: `lane:${lane.driver.driverId}`,
    data: { lane },
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={translate(`${K}.lane`, { name: lane.driver.name })}
      data-testid={`lane-${lane.driver.driverId}`}
      sx={{
        p: 1,
        minWidth: 290,
        width: { xs: "100%", md: 290 },
        flexShrink: 0,
        bgcolor: isOver ? "action.hover" : undefined,
      }}
    >
      <Typography component="h2" variant="subtitle1" fontWeight={600}>
        {lane.driver.name}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth
        label={translate(`${K}.vehicle`)}
        value={lane.vehicleId ?? ""}
        onChange={(e) => onVehicle(e.target.value)}
        sx={{ my: 1 }}
      >
        {vehicles.map((v) => (
          <MenuItem key={v.vehicleId} value={v.vehicleId}>
            {v.label}
            {v.wheelchairAccessible ? ` · ${translate(`${K}.lift`)}` : ""}
            {v.stretcherCapable ? ` · ${translate(`${K}.stretcher`)}` : ""}
          </MenuItem>
        ))}
      </TextField>
      <ManifestControl
        manifest={manifest}
        publishing={publishing}
        onPublish={onPublish}
      />
      <Box sx={{ mt: 1, minHeight: 80, ...COLUMN_SCROLL }}>
        {lane.trips.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.emptyLane`)}
          </Typography>
        )}
        {lane.trips.map((trip) => (
          <TripCard key={trip.tripId} trip={trip} onAssignMenu={onAssignMenu} />
        ))}
      </Box>
    </Paper>
  );
}
