import type { ReactNode } from "react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { FEATURE_CODES } from "../../domain/features";
import type { FeatureState } from "../../domain/navigation";
import type { FeatureMethods } from "../../providers/featureMethods";
import { useSession } from "../session/useSession";
import { FeatureContext } from "./FeatureContext";

type ToggleSource = Pick<FeatureMethods, "featureToggles">;

interface FeatureProviderProps {
  /** Anything with `featureToggles` (the app data provider; tests may pass a stub). */
  dataProvider: ToggleSource;
  children: ReactNode;
}

/** The seven toggles as a state map; a failure leaves every module off rather than blocking. */
async function fetchToggles(
  source: ToggleSource,
  signal?: AbortSignal,
): Promise<FeatureState> {
  try {
    const states = await source.featureToggles(FEATURE_CODES, signal);
    return Object.fromEntries(states.map((s) => [s.featureCode, s.active]));
  } catch (error) {
    if (!signal?.aborted)
      console.warn("Feature toggles unavailable; modules stay off.", error);
    return {};
  }
}

/**
 * Loads the toggles of §1 (POST /featuretoggles, public) on start, on demand, and again whenever the
 * session changes hands (sign-in, sign-out): the new read carries the new session's headers, and a
 * module switched on or off meanwhile shows in the menu without a reload. It sits outside <Admin>
 * so the banner and guards know them before anyone signs in.
 */
export function FeatureProvider({
  dataProvider,
  children,
}: FeatureProviderProps) {
  const [state, setState] = useState<{
    features: FeatureState;
    loaded: boolean;
  }>({
    features: {},
    loaded: false,
  });

  // The token, not the session: a refreshed user (same token) is not a new session.
  const token = useSession()?.token ?? null;

  useEffect(() => {
    // Until the new answer arrives the previous toggles stay in force (no menu flicker).
    const controller = new AbortController();
    fetchToggles(dataProvider, controller.signal).then((features) => {
      if (!controller.signal.aborted) setState({ features, loaded: true });
    });
    return () => controller.abort();
  }, [dataProvider, token]);

  const refresh = useCallback(async () => {
    const features = await fetchToggles(dataProvider);
    setState({ features, loaded: true });
  }, [dataProvider]);

  const value = useMemo(() => ({ ...state, refresh }), [state, refresh]);
  return (
    <FeatureContext.Provider value={value}>{children}</FeatureContext.Provider>
  );
}
