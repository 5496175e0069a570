/**
 * How the app's pages and files travel: security headers (helmet's CSP) and the built client's
 * static files (compressed, cached by kind).
 */
import path from "node:path";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyStaticOptions } from "@fastify/static";
import type { Config } from "../config";

/**
 * The CSP source of the map's tiles (issue 10), from MAP_TILE_URL: its scheme and host, a `{s}`
 * subdomain becoming a wildcard ("https://{s}.tile.example.org/…" → "https://*.tile.example.org").
 */
export function tileSource(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.replace(/\{s\}/g, "*"));
  return match ? `${match[1].toLowerCase()}://${match[2]}` : null;
}

/**
 * Helmet's options. `upgrade-insecure-requests` (in helmet's defaults) makes the browser fetch every
 * script over https: over plain http at any address but localhost, the app is then a blank page. It
 * is sent only when the app is served over https, as PUBLIC_URL says, and so is HSTS (issue 11).
 * The directives issue 11 holds every answer to are written out here rather than left to helmet's
 * defaults: no plugins at all (`object-src 'none'`), no framing by other sites, no <base> rewriting.
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = new URL(config.PUBLIC_URL).protocol === "https:";
  const tiles = tileSource(config.MAP_TILE_URL);
  return {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "frame-ancestors": ["'self'"],
        "form-action": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
        // Document previews: a PDF or an image from a blob: URL in an iframe.
        "frame-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "script-src": ["'self'"],
        // null drops the directive from helmet's defaults.
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    strictTransportSecurity: https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "no-referrer" },
  };
}

/** Vite names the files under assets/ by content hash: a changed file is a new URL. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The shell names the current hashed files, so the browser must always ask for it again. */
const NEVER_CACHED = "no-cache, no-store, must-revalidate";

/** Cache-Control of a file of the built client, by where it lies under clientDir. */
export function clientFileCacheControl(
  clientDir: string,
  filePath: string,
): string | null {
  // A pre-compressed copy (index.html.br) is cached as the file it stands for.
  const original = filePath.replace(/\.(?:br|gz)$/, "");
  const relative = path.relative(clientDir, original).split(path.sep);
  if (relative[0] === "assets" && relative.length > 1) return IMMUTABLE;
  if (relative.join("/") === "index.html") return NEVER_CACHED;
  return null;
}

/**
 * @fastify/static's options for the built client (index.html also answers client-side routes).
 * preCompressed: the .br and .gz files the build writes beside each file (scripts/precompress.ts)
 * are sent as they are, as the browser accepts; files without them are compressed on the fly.
 */
export function clientStaticOptions(clientDir: string): FastifyStaticOptions {
  return {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const cacheControl = clientFileCacheControl(clientDir, filePath);
      if (cacheControl) reply.header("Cache-Control", cacheControl);
    },
  };
}
