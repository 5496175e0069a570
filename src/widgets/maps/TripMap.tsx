import "leaflet/dist/leaflet.css";
import { useEffect } from "react";
import { Link } from "react-admin";
import {
  Circle,
  CircleMarker,
  MapContainer,
  Polyline,
  Popup,
  TileLayer,
  useMap,
} from "react-leaflet";
import type { MapMarker } from "./mapModel";
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  MARKER_COLORS,
  pointsOf,
} from "./mapModel";

export interface TripMapProps {
  tileUrl: string;
  attribution: string;
  markers: readonly MapMarker[];
  /** A trip's track, oldest first. */
  track?: readonly [number, number][];
  height?: number | string;
}

/** Keeps everything in view as markers move (a live map). */
function FitBounds({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const parsed = JSON.parse(key) as [number, number][];
    if (parsed.length === 1)
      map.setView(parsed[0], Math.max(map.getZoom(), 13));
    else if (parsed.length > 1)
      map.fitBounds(parsed, { padding: [24, 24], maxZoom: 15 });
  }, [key, map]);
  return null;
}

/**
 * The Leaflet map of trips under way (issue 10). Markers are SVG circles, not Leaflet's image icons,
 * so they show even when no tile can be reached (a closed network) and need no bundled images.
 * Loaded lazily (./LazyTripMap.tsx): Leaflet stays out of the main chunk.
 */
export function TripMap({
  tileUrl,
  attribution,
  markers,
  track = [],
  height = 420,
}: TripMapProps) {
  return (
    <MapContainer
      center={DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
      style={{ height, width: "100%", borderRadius: 4 }}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      {track.length > 1 && (
        <Polyline
          positions={[...track]}
          pathOptions={{ color: MARKER_COLORS.vehicle, weight: 4 }}
        />
      )}
      {markers.map((m) => (
        <CircleMarker
          key={`${m.kind}-${m.id}`}
          center={[m.latitude, m.longitude]}
          radius={m.kind === "vehicle" ? 9 : 7}
          pathOptions={{
            color: "#fff",
            weight: 2,
            fillColor: MARKER_COLORS[m.kind],
            fillOpacity: 1,
          }}
        >
          <Popup>{m.href ? <Link to={m.href}>{m.label}</Link> : m.label}</Popup>
        </CircleMarker>
      ))}
      {markers
        .filter((m) => m.accuracy && m.accuracy > 0)
        .map((m) => (
          <Circle
            key={`accuracy-${m.id}`}
            center={[m.latitude, m.longitude]}
            radius={m.accuracy as number}
            pathOptions={{
              color: MARKER_COLORS.vehicle,
              weight: 1,
              fillOpacity: 0.08,
            }}
          />
        ))}
      <FitBounds points={pointsOf(markers, track)} />
    </MapContainer>
  );
}
