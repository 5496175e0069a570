import { Box, Typography } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { tripsInProgressModule } from "../../domain/modules/tripsInProgress";
import type { Trip } from "../../domain/schemas/trip";
import { LazyTripMap } from "../../src/widgets/maps/LazyTripMap";
import { vehicleMarkers } from "./inProgressModel";

/**
 * Beside the list of trips in progress (below it on a phone): each trip at its driver's latest
 * reported position, re-read live as positions arrive (the shell's live invalidation re-reads the
 * list on "trip-positions").
 */
export function InProgressMap() {
  const translate = useTranslate();
  const { data = [] } = useListContext<Trip & { id: string }>();
  const markers = vehicleMarkers(data, (id) => tripsModule.paths.show(id));
  return (
    <Box
      sx={{
        width: { xs: "100%", md: 440 },
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        flexShrink: 0,
      }}
    >
      <LazyTripMap markers={markers} height={460} />
      <Typography variant="caption" color="text.secondary">
        {translate(tripsInProgressModule.key("map.caption"), {
          smart_count: markers.length,
          total: data.length,
        })}
      </Typography>
    </Box>
  );
}
