/** How the process runs and is reached: its mode, address, TLS, proxies, browsers' origins, logging. */
import os from "node:os";
import { z } from "zod";
import { bool, commaList } from "./shared";

export const listeningSettings = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (per-address rate limits and
   * sign-in throttles): empty or "false" none (the app faces clients itself); the load balancers'
   * addresses or CIDR ranges, comma-separated; or "true" for any (only when
   * nothing but the balancer can reach the processes).
   */
  TRUST_PROXY: z.string().default(""),
  /**
   * Links in emails and checkout links are built from this, never from the request's Host header.
   * Unset: the address the server listens on (HOST and PORT, https with HTTPS_CERT; see
   * defaultPublicUrl). Set it whenever users reach the server by another name: a proxy, a domain.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * PEM files of a certificate (with its chain) and its private key: the server then serves HTTPS
   * itself (issue 22: browsers give drivers' phones positions only over HTTPS). Both or neither.
   */
  HTTPS_CERT: z.string().optional(),
  HTTPS_KEY: z.string().optional(),
  /**
   * Other origins whose pages may call the API from a browser (comma-separated, e.g.
   * "https://intranet.example.org"). Empty: none, and no CORS header is ever sent (issue 11).
   */
  CORS_ORIGINS: commaList.pipe(z.array(z.url())),
  /**
   * Parse each 200 answer of a `/search` route against its response schema before sending it, as
   * every other answer is. On in tests (testConfig), off by default: see server/app.ts.
   */
  VALIDATE_LIST_RESPONSES: bool.default(false),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  /** Serve the built front end from dist/ (off for API-only processes such as tests). */
  SERVE_CLIENT: bool.default(true),
};

/** TRUST_PROXY as Fastify's `trustProxy` takes it. */
export function parseTrustProxy(text: string): boolean | string[] {
  const value = text.trim();
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  return value
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

type Interfaces = Record<
  string,
  | readonly { family: string | number; address: string; internal: boolean }[]
  | undefined
>;

/**
 * The address the server listens on, as a URL: HOST and PORT, https when it serves TLS. On every
 * interface (0.0.0.0 or ::) that is the machine's first non-internal IPv4 address, which phones and
 * other computers on the network can reach; localhost when it has none.
 */
export function defaultPublicUrl(
  listen: { host: string; port: number; https: boolean },
  interfaces: Interfaces = os.networkInterfaces(),
): string {
  let host = listen.host;
  if (host === "0.0.0.0" || host === "::" || host === "") {
    const network = Object.values(interfaces)
      .flatMap((list) => list ?? [])
      .find((i) => (i.family === "IPv4" || i.family === 4) && !i.internal);
    host = network?.address ?? "localhost";
  }
  const hostPart = host.includes(":") ? `[${host}]` : host;
  return `${listen.https ? "https" : "http"}://${hostPart}:${listen.port}`;
}
