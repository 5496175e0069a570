import { createContext } from "react";
import type { FeatureState } from "../../domain/navigation";

export interface FeatureContextValue {
  /** Toggle states; a code missing from the answer reads as off (§3 "inactive default"). */
  features: FeatureState;
  /** False until the first answer (or failure), so guards don't 404 a module that is on. */
  loaded: boolean;
  /** Re-reads the toggles, e.g. after an administrator switched one. */
  refresh: () => Promise<void>;
}

export const FeatureContext = createContext<FeatureContextValue>({
  features: {},
  loaded: false,
  refresh: async () => undefined,
});
