/**
 * File names as users gave them are kept for display and downloads, but only after removing what
 * could hurt: directory parts, control characters and header-breaking characters.
 */

const FALLBACK_NAME = "document";

/** The base name without control characters, trimmed to 255 characters. */
export function cleanFileName(raw: string | undefined | null): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || FALLBACK_NAME).slice(0, 255);
}

/** RFC 5987 percent-encoding for filename*. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Content-Disposition with an ASCII fallback (non-ASCII and quoting characters replaced) and the
 * exact UTF-8 name in filename* (RFC 6266), which every current browser prefers.
 */
export function contentDisposition(
  kind: "inline" | "attachment",
  fileName: string,
): string {
  const name = cleanFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
