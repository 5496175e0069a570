import { useEffect } from "react";
import { useTranslate } from "react-admin";
import { formatDocumentTitle } from "../../src/layout/documentTitle";

/**
 * Sets the browser tab title from a translated key, so every screen is named in history and tabs
 * ("Dashboard · NEMT Portal"); returns the page's own title for its heading.
 */
export function usePageTitle(titleKey: string): string {
  const translate = useTranslate();
  const title = translate(titleKey);
  useEffect(() => {
    document.title = formatDocumentTitle(translate, title);
  }, [title, translate]);
  return title;
}
