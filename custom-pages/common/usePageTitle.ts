import { useEffect } from "react";
import { useTranslate } from "react-admin";

/** Sets the browser tab title from a translated key, so every screen is named in history and tabs. */
export function usePageTitle(titleKey: string): string {
  const translate = useTranslate();
  const title = translate(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
