/**
 * The one form of an email address that look-ups, uniqueness and every limiter key use. Variants a
 * person would call the same address (" Victim@…", a trailing no-break space, full-width letters)
 * must never count as another account or earn a fresh allowance.
 */

// Whitespace and invisible format characters (zero-width space, BOM, bidi marks) at either end.
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

export function normalizeEmail(email: string): string {
  return email.normalize("NFKC").replace(EDGES, "").toLowerCase();
}
