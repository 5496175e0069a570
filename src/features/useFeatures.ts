import { useContext } from "react";
import type { FeatureContextValue } from "./FeatureContext";
import { FeatureContext } from "./FeatureContext";

export function useFeatures(): FeatureContextValue {
  return useContext(FeatureContext);
}
