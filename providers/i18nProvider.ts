/**
 * The i18n provider factory: react-admin's English messages merged with the app's, which the
 * composition root passes in (src/i18n/i18nProvider.ts) so providers never reach into src/.
 * Another locale would merge its messages over English with mergeTranslations, so missing keys
 * fall back.
 */
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import type { I18nProvider, TranslationMessages } from "react-admin";
import { mergeTranslations } from "react-admin";

/** The app's message tree (nested objects of strings), as mergeTranslations takes it. */
export type AppMessages = object;

export function createI18nProvider(
  englishAppMessages: AppMessages,
): I18nProvider {
  const englishCatalogue: TranslationMessages = mergeTranslations(
    englishMessages,
    englishAppMessages,
  );
  const catalogues: Record<string, TranslationMessages> = {
    en: englishCatalogue,
  };
  return polyglotI18nProvider(
    (locale) => catalogues[locale] ?? englishCatalogue,
    "en",
    [{ locale: "en", name: "English" }],
    // A key without a message shows the key's `_` default or the key itself, never a crash.
    { allowMissing: true },
  );
}
