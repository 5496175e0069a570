import { useCallback } from "react";
import { useTranslate } from "react-admin";
import type { AnalyticsPanelKey } from "./messages";
import { ANALYTICS_PANELS, analyticsPanelMessages } from "./messages";

/**
 * translate("pages.home.panels.analytics.<key>"), with the English text as the
 * default: the panel reads right before (and wherever) the catalogue registers it.
 */
export function useAnalyticsPanelTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: AnalyticsPanelKey, options: Record<string, unknown> = {}) =>
      translate(`${ANALYTICS_PANELS}.${key}`, {
        _: analyticsPanelMessages[key],
        ...options,
      }),
    [translate],
  );
}
