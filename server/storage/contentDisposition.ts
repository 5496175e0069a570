/**
 * File names as users gave them are kept for display and downloads, but only after removing what
 * could hurt: directory parts, control characters and header-breaking characters.
 */

import contentDisposition from "content-disposition";

const FALLBACK_NAME = "document";

/**
 * Control characters (C0, DEL, C1), bidirectional controls (embeddings, overrides, isolates, marks:
 * "invoice\u202Efdp.exe" shows as "invoiceexe.pdf", disguising the extension) and the double quote,
 * named by their Unicode properties.
 */
const UNSAFE = /[\p{Cc}\p{Bidi_Control}"]/gu;

/** The base name without control or bidirectional characters, trimmed to 255 characters. */
export function cleanFileName(raw: string | undefined | null): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(UNSAFE, "").trim();
  return (clean || FALLBACK_NAME).slice(0, 255);
}

/**
 * Content-Disposition for a stored file, by jshttp's `content-disposition` (the header Express and
 * @fastify/static send): a Latin-1 filename, plus filename* in UTF-8 when the name needs it.
 */
export function contentDispositionHeader(
  kind: "inline" | "attachment",
  fileName: string,
): string {
  return contentDisposition(cleanFileName(fileName), { type: kind });
}
