import { useCallback } from "react";
import { useTranslate } from "react-admin";
import type { SystemNotificationsPanelKey } from "./systemNotificationsPanelMessages";
import {
  SYSTEM_NOTIFICATIONS_PANEL,
  systemNotificationsPanelMessages,
} from "./systemNotificationsPanelMessages";

/**
 * translate("pages.home.panels.systemNotifications.<key>"), with the English text as the
 * default: the panel reads right before (and wherever) the catalogue registers it.
 */
export function useSystemNotificationsPanelTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: SystemNotificationsPanelKey, options: Record<string, unknown> = {}) =>
      translate(`${SYSTEM_NOTIFICATIONS_PANEL}.${key}`, {
        _: systemNotificationsPanelMessages[key],
        ...options,
      }),
    [translate],
  );
}
