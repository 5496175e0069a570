/**
 * Settings every database session of the app runs with, whichever engine (PostgreSQL's pool sends
 * them at connect, PGlite runs them once it is ready), so a query means the same on both.
 *
 * pg_trgm's word-similarity threshold: the misspelt-word search (server/crud/textSearch.ts, the
 * `<%` operator, which reads this setting) finds a word at 0.5 rather than the default 0.6. At 0.6
 * one dropped letter in a short word already fails ("strecher" is 0.58 of "stretcher", "dialisis"
 * 0.5 of "dialysis"); relevance still puts the closest first.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  "pg_trgm.word_similarity_threshold": String(WORD_SIMILARITY_THRESHOLD),
};

/** The settings as SET statements (PGlite). */
export const sessionSettingsSql = (): string =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `set ${name} = ${value};`)
    .join("\n");

/** The settings as libpq's `options` (PostgreSQL's startup packet). */
export const sessionSettingsOptions = (): string =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
