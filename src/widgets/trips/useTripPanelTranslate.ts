import { useCallback } from "react";
import { useTranslate } from "react-admin";
import type { TripPanelKey } from "./tripPanelMessages";
import { TRIP_PANELS, tripPanelMessages } from "./tripPanelMessages";

/**
 * translate("pages.home.panels.trips.<key>"), with the English text as the
 * default: the panel reads right before (and wherever) the catalogue registers it.
 */
export function useTripPanelTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: TripPanelKey, options: Record<string, unknown> = {}) =>
      translate(`${TRIP_PANELS}.${key}`, {
        _: tripPanelMessages[key],
        ...options,
      }),
    [translate],
  );
}
