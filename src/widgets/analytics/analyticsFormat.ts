/**
 * The analytics messages' prefix and how a share reads, shared by the analytics pages
 * (custom-pages/analytics) and the today tiles they and the home panel show.
 */
import type { TranslateFunction } from "react-admin";

export const K = "pages.analytics";

/** A share (0–1) as a percentage with one decimal ("12.5%"). */
export const formatRate = (translate: TranslateFunction, rate: number) =>
  translate(`${K}.percent`, { value: (rate * 100).toFixed(1) });
