/**
 * File names as users gave them are kept for display and downloads, but only after removing what
 * could hurt: directory parts, control characters and header-breaking characters.
 */

import contentDisposition from "content-disposition";

const FALLBACK_NAME = "document";

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks): "invoice\u202Efdp.exe" shows as
 * "invoiceexe.pdf", disguising the extension.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The base name without control or bidirectional characters, trimmed to 255 characters. */
export function cleanFileName(raw: string | undefined | null): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    // Control characters are exactly what this removes, so the pattern must name them.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .replace(BIDI_CONTROLS, "")
    .trim();
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
