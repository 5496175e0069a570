/** The browser-position states of /driver/set-status, free of React (unit-tested). */
import type { Position } from "../../src/driver-status/driverStatusModel";

export type PositionFailure =
  "denied" | "unavailable" | "timeout" | "unsupported";

export type PositionState =
  | { status: "waiting" }
  | { status: "located"; position: Position }
  | { status: PositionFailure };

/** Ask for a fresh fix, but don't leave the driver waiting forever for one. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 60_000,
};

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function positionFailure(code: number): PositionFailure {
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "unavailable";
}

export const located = (coords: {
  latitude: number;
  longitude: number;
}): PositionState => ({
  status: "located",
  position: { latitude: coords.latitude, longitude: coords.longitude },
});

/** Coordinates as shown to the driver: 5 decimals (about a metre). */
export const formatCoordinate = (value: number) => value.toFixed(5);
