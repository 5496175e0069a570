import { useEffect, useState } from "react";
import { useDataProvider } from "react-admin";
import { POSITION_INTERVAL_MS } from "../../domain/schemas/tripPosition";
import type { Trip } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import {
  GEOLOCATION_OPTIONS,
  positionsNeedHttps,
} from "../../src/session/positionModel";

export type Reporting =
  | { state: "off" }
  | { state: "sharing"; lastSentAt: Date | null }
  | { state: "denied" }
  /** Plain HTTP: the browser gives no position, so none is asked for (issue 22). */
  | { state: "insecure" };

/**
 * While the trip is in progress and the driver's page is open, the browser's position (with the
 * accuracy it reports) goes to the server every POSITION_INTERVAL_MS, so dispatch and the facility
 * watch the trip live (issue 10). A refused permission is reported, not retried; the trip goes on.
 */
export function usePositionReporting(trip: Trip, enabled: boolean): Reporting {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [lastSentAt, setLastSentAt] = useState<Date | null>(null);
  const [denied, setDenied] = useState(false);
  const active = enabled && trip.tripStatus === "in-progress";
  const insecure = positionsNeedHttps();
  const tripId = trip.tripId;
  useEffect(() => {
    const api =
      typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!active || !api || insecure) return;
    let stopped = false;
    const send = () =>
      api.getCurrentPosition(
        (p) => {
          if (stopped) return;
          void dataProvider
            .reportPosition(tripId, {
              latitude: p.coords.latitude,
              longitude: p.coords.longitude,
              accuracy: p.coords.accuracy,
              recordedAt: new Date(p.timestamp || Date.now()).toISOString(),
            })
            .then(() => {
              if (!stopped) setLastSentAt(new Date());
            })
            // A lost reading is not worth an alert: the next one follows shortly.
            .catch(() => undefined);
        },
        (e) => {
          if (!stopped && e.code === 1) setDenied(true);
        },
        GEOLOCATION_OPTIONS,
      );
    send();
    const timer = setInterval(send, POSITION_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, insecure, tripId, dataProvider]);
  if (!active) return { state: "off" };
  if (insecure) return { state: "insecure" };
  return denied ? { state: "denied" } : { state: "sharing", lastSentAt };
}
