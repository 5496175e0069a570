import { createI18nProvider } from "../../providers/i18nProvider";
import { englishAppMessages } from "./en";

/** The app's i18n provider: react-admin's English with our messages (src/i18n/en) over it. */
export const i18nProvider = createI18nProvider(englishAppMessages);
