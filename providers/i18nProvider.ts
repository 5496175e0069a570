/**
 * The i18n provider: react-admin's English messages merged with ours (src/i18n/en). Another
 * locale would merge its messages over English with mergeTranslations, so missing keys fall back.
 */
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import type { TranslationMessages } from "react-admin";
import { mergeTranslations } from "react-admin";
import { englishAppMessages } from "../src/i18n/en";

export const englishCatalogue: TranslationMessages = mergeTranslations(
  englishMessages,
  englishAppMessages,
);

const catalogues: Record<string, TranslationMessages> = {
  en: englishCatalogue,
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale] ?? englishCatalogue,
  "en",
  [{ locale: "en", name: "English" }],
  // A key without a message shows the key's `_` default or the key itself, never a crash.
  { allowMissing: true },
);
