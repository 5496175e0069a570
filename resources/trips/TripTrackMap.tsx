import { Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import type { Trip } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { LazyTripMap } from "../../src/widgets/maps/LazyTripMap";
import type { MapMarker } from "../../src/widgets/maps/mapModel";
import { tripKey } from "./tripModel";

const UNDER_WAY = new Set(["in-progress", "delayed", "completed"]);

/** The pick-up and drop-off as map markers, when their addresses carry coordinates. */
function placeMarkers(trip: Trip, t: (key: string) => string): MapMarker[] {
  const places: MapMarker[] = [];
  const { pickUpAddress: p, dropOffAddress: d } = trip;
  if (p.latitude != null && p.longitude != null)
    places.push({
      id: trip.tripId,
      kind: "pickUp",
      latitude: p.latitude,
      longitude: p.longitude,
      label: `${t("show.track.pickUp")}: ${p.name}`,
    });
  if (d.latitude != null && d.longitude != null)
    places.push({
      id: trip.tripId,
      kind: "dropOff",
      latitude: d.latitude,
      longitude: d.longitude,
      label: `${t("show.track.dropOff")}: ${d.name}`,
    });
  return places;
}

/**
 * Live Trip Data's map (issue 10): the track the driver's phone reported, the latest position with
 * its accuracy, and the pick-up and drop-off; re-read as new positions arrive.
 */
export function TripTrackMap({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const t = (key: string) => translate(tripKey(key));
  const dataProvider = useDataProvider<AppDataProvider>();
  const shown = UNDER_WAY.has(trip.tripStatus);
  const track = useQuery({
    queryKey: ["trip-track", trip.tripId],
    queryFn: ({ signal }) => dataProvider.tripTrack(trip.tripId, signal),
    enabled: shown,
  });
  useLiveRefetch(["trip-positions"], [["trip-track", trip.tripId]]);
  if (!shown) return null;
  const points = track.data ?? [];
  const last = points.at(-1);
  const markers: MapMarker[] = [
    ...placeMarkers(trip, t),
    ...(last
      ? [
          {
            id: trip.tripId,
            kind: "vehicle" as const,
            latitude: last.latitude,
            longitude: last.longitude,
            accuracy: last.accuracy,
            label: t("show.track.vehicle"),
          },
        ]
      : []),
  ];
  return (
    <>
      {track.isSuccess && points.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("show.track.none")}
        </Typography>
      )}
      <LazyTripMap
        markers={markers}
        track={points.map((p): [number, number] => [p.latitude, p.longitude])}
        height={320}
      />
    </>
  );
}
