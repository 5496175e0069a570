/**
 * What an extracted text is stored as (issue 26): one line of words. Control characters are removed
 * because PostgreSQL's text refuses NUL and the search snippets mark their hits with \u0002/\u0003
 * (domain/textSearch.ts SNIPPET_MARK): a document holding those would forge marks. The cap keeps a
 * row (and the search vector, built over the same 500,000 characters) within reason.
 */

/** The stored text's length at most; the search vector reads no further (migration 0019). */
export const MAX_TEXT_CHARS = 500_000;

/**
 * C0 controls other than the whitespace ones (\t \n \v \f \r, folded into spaces below), DEL and
 * the C1 controls. Removed, not turned into spaces: they stand inside words, not between them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
const WHITESPACE = /\s+/g;
/** (String.prototype.toWellFormed is ES2024, past the project's lib.) */
const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Controls removed, whitespace runs folded into one space, trimmed, at most `maxChars` long. */
export function normalizeText(raw: string, maxChars = MAX_TEXT_CHARS): string {
  const text = raw
    .replace(CONTROL, "")
    .replace(WHITESPACE, " ")
    .trim()
    // A lone surrogate (a broken PDF's text) has no UTF-8 form to store: U+FFFD stands for it.
    .replace(LONE_SURROGATE, "\uFFFD");
  if (text.length <= maxChars) return text;
  // Never half of a surrogate pair at the end.
  const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1] ?? "")
    ? maxChars - 1
    : maxChars;
  return text.slice(0, end).trimEnd();
}
