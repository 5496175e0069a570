import { useCallback } from "react";
import { useTranslate } from "react-admin";
import type { MentionsPanelKey } from "./mentionsPanelMessages";
import { MENTIONS_PANEL, mentionsPanelMessages } from "./mentionsPanelMessages";

/**
 * translate("pages.home.panels.mentions.<key>"), with the English text as the
 * default: the panel reads right before (and wherever) the catalogue registers it.
 */
export function useMentionsPanelTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: MentionsPanelKey, options: Record<string, unknown> = {}) =>
      translate(`${MENTIONS_PANEL}.${key}`, {
        _: mentionsPanelMessages[key],
        ...options,
      }),
    [translate],
  );
}
