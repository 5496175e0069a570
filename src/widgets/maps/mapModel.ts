/** What the maps draw (issue 10), free of Leaflet so the lists and tests can build it. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Metres; drawn as a circle around the marker when given. */
  accuracy?: number;
  label: string;
  /** Where the marker's popup links (the trip page). */
  href?: string;
  kind: "vehicle" | "pickUp" | "dropOff";
}

/** Where the map opens when nothing is on it yet (the demo's Columbus, Ohio). */
export const DEFAULT_CENTER: [number, number] = [39.9612, -82.9988];
export const DEFAULT_ZOOM = 11;

export const MARKER_COLORS: Record<MapMarker["kind"], string> = {
  vehicle: "#1565c0",
  pickUp: "#2e7d32",
  dropOff: "#c62828",
};

/** Every point the map should show, for fitting its bounds. */
export function pointsOf(
  markers: readonly MapMarker[],
  track: readonly [number, number][] = [],
): [number, number][] {
  return [
    ...markers.map((m): [number, number] => [m.latitude, m.longitude]),
    ...track,
  ];
}
