/**
 * The browser-position states of /driver/set-status and the one-shot fix the driver's trip page
 * sends with each step, free of React (unit-tested).
 */
import type { Position } from "../driver-status/driverStatusModel";

export type PositionFailure =
  "denied" | "unavailable" | "timeout" | "unsupported" | "insecure";

export type PositionState =
  | { status: "waiting" }
  | { status: "located"; position: Position }
  | { status: PositionFailure };

/**
 * Whether this page is one browsers give no position to: opened over plain HTTP at a network
 * address (issue 22). They keep the API there and refuse every request, so nothing is asked.
 */
export const positionsNeedHttps = (): boolean =>
  typeof window !== "undefined" && window.isSecureContext === false;

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

/** What a trip step carries when the browser answers in time (tripEventBodySchema). */
export interface StepPosition {
  latitude: number;
  longitude: number;
  /** Metres, as the browser reports it. */
  accuracy?: number;
}

/** A step is never held up longer than this waiting for a fix; it is sent without one. */
export const STEP_POSITION_TIMEOUT_MS = 4_000;

/**
 * One fix for a trip step, or undefined when the browser has none to give in time (unsupported,
 * denied, unavailable, or slow). Our own timer bounds the wait: the API's `timeout` does not count
 * the time a permission prompt stays open.
 */
export function requestStepPosition(
  api: Geolocation | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.geolocation,
  timeoutMs: number = STEP_POSITION_TIMEOUT_MS,
): Promise<StepPosition | undefined> {
  if (!api || positionsNeedHttps()) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    const done = (value: StepPosition | undefined) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      api.getCurrentPosition(
        ({ coords }) =>
          done({
            latitude: coords.latitude,
            longitude: coords.longitude,
            ...(Number.isFinite(coords.accuracy)
              ? { accuracy: Math.min(coords.accuracy, 100_000) }
              : {}),
          }),
        () => done(undefined),
        { ...GEOLOCATION_OPTIONS, timeout: timeoutMs },
      );
    } catch {
      done(undefined);
    }
  });
}
