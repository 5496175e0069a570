import { useCallback, useEffect, useRef, useState } from "react";
import type { PositionState } from "./positionModel";
import {
  GEOLOCATION_OPTIONS,
  located,
  positionFailure,
  positionsNeedHttps,
} from "./positionModel";

/** The browser's API, or undefined where it has none or gives nothing (plain HTTP, issue 22). */
const geolocation = (): Geolocation | undefined =>
  typeof navigator === "undefined" || positionsNeedHttps()
    ? undefined
    : navigator.geolocation;

const initialState = (): PositionState => {
  if (positionsNeedHttps()) return { status: "insecure" };
  return geolocation() ? { status: "waiting" } : { status: "unsupported" };
};

/**
 * Asks the browser where the driver is as soon as the page opens, with a timeout, and again on
 * retry. Only the latest request's answer counts (a retry supersedes a pending one).
 */
export function useBrowserPosition(): {
  state: PositionState;
  retry: () => void;
} {
  const [state, setState] = useState<PositionState>(initialState);
  const attempt = useRef(0);

  const locate = useCallback(() => {
    const api = geolocation();
    if (!api) return;
    const current = ++attempt.current;
    api.getCurrentPosition(
      (p) => {
        if (current === attempt.current) setState(located(p.coords));
      },
      (e) => {
        if (current === attempt.current)
          setState({ status: positionFailure(e.code) });
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    locate();
  }, [locate]);

  const retry = useCallback(() => {
    if (!geolocation()) return;
    setState({ status: "waiting" });
    locate();
  }, [locate]);

  return { state, retry };
}
