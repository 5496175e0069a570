import { useCallback } from "react";
import { useTranslate } from "react-admin";
import { richTextMessages, type RichTextMessageKey } from "./messages";

/** translate("app.widgets.richText.<key>"), with the English text as the default. */
export function useRichTextTranslate() {
  const translate = useTranslate();
  return useCallback(
    (key: RichTextMessageKey) =>
      translate(`app.widgets.richText.${key}`, { _: richTextMessages[key] }),
    [translate],
  );
}
