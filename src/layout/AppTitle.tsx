import { useTranslate } from "react-admin";

/** The application's name, for react-admin's default title (its own pages show it untranslated). */
export function AppTitle() {
  const translate = useTranslate();
  return <>{translate("app.title")}</>;
}
