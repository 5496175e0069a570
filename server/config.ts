/**
 * Configuration, parsed once at start. Nothing else reads process.env (enforced by lint).
 */
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { ROLE_CODES } from "../domain/privileges";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

/** 32 bytes written as 64 hex digits or as base64 (`openssl rand -base64 32`); null when not. */
export function parseKey32(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length === 32 ? bytes : null;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The travel-time estimate's defaults (server/trips/routing.ts), shared with the demo data, which
 * has no configuration of its own: 6 road miles at 25 mph, the rest at 60 mph.
 */
export const ROUTING_SPEED_DEFAULTS = {
  ROUTING_CITY_MILES: 6,
  ROUTING_CITY_SPEED_MPH: 25,
  ROUTING_HIGHWAY_SPEED_MPH: 60,
} as const;

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PGlite's data directory (and uploaded files) when DATABASE_URL is not set. */
  DATA_DIR: z.string().default("./data"),
  /** Where uploaded files are stored; `${DATA_DIR}/uploads` when unset. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (per-address rate limits and
   * sign-in throttles): empty or "false" none (the app faces clients itself); the load balancers'
   * addresses or CIDR ranges, comma-separated; or "true" for any (only when
   * nothing but the balancer can reach the processes).
   */
  TRUST_PROXY: z.string().default(""),
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  DATABASE_URL: z.string().optional(),
  /**
   * PGlite runs in a worker thread, so a heavy query no longer stops every other request of the
   * process (issue 13). "false" keeps it on the main thread: for a comparison, or as a fallback.
   */
  PGLITE_WORKER: bool.default(true),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
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
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** "demo" seeds the demo data set on an empty database; "none" starts empty. */
  SEED: z.enum(["demo", "none"]).default("demo"),
  /**
   * How long a looked-up session is reused before it is read again (issue 13: the look-up was one of
   * four statements per search). Any change to sessions, users or second factors, in any process,
   * empties every process's cache at once (a NOTIFY from a trigger), and so does every write call this
   * process answers; this bound only covers a lost notification. 0 reads the session on every call.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * Parse each 200 answer of a `/search` route against its response schema before sending it, as
   * every other answer is. On in tests (testConfig), off by default: see server/app.ts.
   */
  VALIDATE_LIST_RESPONSES: bool.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /**
   * Failed sign-ins in a row for one account from one address before each further try waits; the
   * account from any address allows four times as many (server/limits/credentials.ts).
   */
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** The first wait after those failures; it doubles with each further failure (up to 5 minutes). */
  SIGNIN_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Sign-ins and other credential or email-sending calls per address a minute, on top of the general
   * limit: high enough for a hospital ward behind one address at shift change.
   */
  SIGNIN_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** Account emails (password reset, sign-up) to one address an hour. */
  MAIL_PER_ADDRESS_MAX: z.coerce.number().int().min(1).default(5),
  /**
   * Password hashes (argon2, 64 MiB each) computed at once (issue 21). Kept below libuv's thread pool
   * (UV_THREADPOOL_SIZE), which also resolves the database's host name for new connections: a pool
   * full of hashes turned sign-in floods into 503s. Capped at UV_THREADPOOL_SIZE - 1.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Password hashes waiting beyond those; one more is answered 429 with Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Node's own setting (read by Node at start, read here only to keep hashing below it). */
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
  /** Worker threads running the password-strength estimator (issue 21). */
  PASSWORD_ESTIMATOR_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Strength estimates waiting beyond those; one more is answered 429 with Retry-After. */
  PASSWORD_ESTIMATOR_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(16),
  /** API calls a minute per signed-in account, or per address for anonymous calls. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Redis (redis://[:password@]host:port[/db], rediss:// for TLS) holding the general rate limit's
   * counters, shared by every API process (issue 13). Unset: counted in PostgreSQL when DATABASE_URL
   * is set (shared within about a second), in memory on PGlite (one process).
   */
  REDIS_URL: z
    .string()
    .optional()
    .refine(
      (url) => !url || /^rediss?:\/\//.test(url),
      "Give a redis:// or rediss:// URL.",
    ),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  MAIL_FROM: z.string().default("NEMT Portal <no-reply@example.com>"),
  /** Where the contact form is delivered. */
  SUPPORT_EMAIL: z.string().default("support@example.com"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  /** An OSRM-compatible routing service for trip distances; unset: a straight-line estimate. */
  ROUTING_URL: z.url().optional(),
  /** How long a trip booking waits for the routing service before falling back to the estimate. */
  ROUTING_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(2000),
  /** Road miles per straight-line mile in the estimate. */
  ROUTING_DETOUR_FACTOR: z.coerce.number().min(1).max(5).default(1.3),
  /**
   * A Nominatim-compatible geocoder (GET {url}/search?format=jsonv2…) giving addresses coordinates;
   * unset: the centroid of the address's US ZIP code (an offline data set), marked as estimated.
   */
  GEOCODER_URL: z.url().optional(),
  /** Whether this process locates, at start-up, patients' addresses saved before issue 22. */
  GEOCODE_BACKFILL: bool.default(true),
  /** How long a save waits for the geocoder before falling back to the ZIP-code centroid. */
  GEOCODER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(2000),
  /**
   * The estimate's travel time: the first ROUTING_CITY_MILES road miles at ROUTING_CITY_SPEED_MPH
   * (streets, signals, a few miles at each end of the trip), the rest at ROUTING_HIGHWAY_SPEED_MPH.
   * One average speed made a 77-mile intercity trip take three hours; these make it about 86 minutes
   * and leave a short trip in town as it was. Renamed from ROUTING_AVERAGE_SPEED_MPH (issue 21).
   */
  ROUTING_CITY_MILES: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(ROUTING_SPEED_DEFAULTS.ROUTING_CITY_MILES),
  /** Average speed (mph) on city streets, signals and stops included. */
  ROUTING_CITY_SPEED_MPH: z.coerce
    .number()
    .min(1)
    .max(100)
    .default(ROUTING_SPEED_DEFAULTS.ROUTING_CITY_SPEED_MPH),
  /** Average speed (mph) beyond the city miles: a van on highways, below the posted 65 to 70 mph. */
  ROUTING_HIGHWAY_SPEED_MPH: z.coerce
    .number()
    .min(1)
    .max(100)
    .default(ROUTING_SPEED_DEFAULTS.ROUTING_HIGHWAY_SPEED_MPH),
  /** The time zone whose calendar day picks a trip's price list (the operator's, not the server's). */
  TRIP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "Enter an IANA time zone such as America/New_York.")
    .default("America/New_York"),
  /** Minutes a driver waits after arriving at pick-up before a no-show may be recorded (issue 9). */
  NO_SHOW_WAIT_MINUTES: z.coerce.number().int().min(0).max(240).default(10),
  /**
   * Minutes added after a trip's estimated drop-off before the same driver or vehicle may start another
   * (the assignment check's overlap window, issue 10).
   */
  ASSIGNMENT_BUFFER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(240)
    .default(15),
  /** Whether this process runs the standing-order generator at start-up and daily (tests call it). */
  STANDING_ORDER_JOB: bool.default(true),
  /** How many days ahead standing orders generate their trips (issue 10). */
  STANDING_ORDER_HORIZON_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(14),
  /**
   * The map's tile URL template ({z}/{x}/{y}, optionally {s}); the in-progress map still shows its
   * markers when no tiles can be reached (a closed network).
   */
  MAP_TILE_URL: z
    .string()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The attribution the tile provider requires, shown on the map. */
  MAP_TILE_ATTRIBUTION: z.string().default("&copy; OpenStreetMap contributors"),
  /**
   * How often the real-time channel re-checks each connected socket's session (revoked, expired,
   * account deactivated) and recomputes its rooms: the backstop. A sign-out, a revocation or an
   * account's change drops or moves its sockets at once, on the database's notification (issue 21).
   */
  REALTIME_SESSION_CHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(60),
  /**
   * Roles whose holders must use a second factor (TOTP), comma-separated, e.g.
   * "systemadmin,dataadmin". Empty: a second factor is each user's choice (issue 11, ASVS V6.5).
   */
  MFA_REQUIRED_ROLES: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLE_CODES))),
  /**
   * 32 random bytes (64 hex digits or base64) that seal TOTP secrets in the database with
   * AES-256-GCM. Unset: secrets are stored unsealed (docs/security.md says what that means).
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine(
      (key) => key === undefined || key === "" || parseKey32(key) !== null,
      "Give 32 random bytes as 64 hex digits or as base64 (openssl rand -base64 32).",
    ),
  /**
   * Who takes private payers' payments on /checkout (issue 12): "builtin" completes a payment without
   * a card (demos and tests); "stripe" uses Stripe Checkout and needs both Stripe keys below. Unset:
   * the built-in one in development and tests and for the production demo (SEED=demo), none otherwise
   * in production (issue 21: server/payments/plugin.ts decides, and the start log says which).
   */
  PAYMENT_PROVIDER: z.enum(["builtin", "stripe"]).optional(),
  /** Stripe's secret API key (sk_…), for Checkout Sessions and refunds. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret (whsec_…) of the webhook endpoint POST /api/checkout/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The transport company as it bills (issue 12): the invoices' letterhead and the 837P claim's
   * billing provider (loop 2010AA). The demo defaults are placeholders, not a real provider.
   */
  BILLING_PROVIDER_NAME: z.string().min(1).default("Demo NEMT Transport LLC"),
  BILLING_PROVIDER_NPI: z
    .string()
    .regex(/^\d{10}$/, "Enter the 10-digit NPI.")
    .default("1234567893"),
  BILLING_PROVIDER_TAX_ID: z
    .string()
    .regex(/^\d{9}$/, "Enter the 9-digit EIN without the dash.")
    .default("123456789"),
  BILLING_PROVIDER_PHONE: z
    .string()
    .regex(/^\d{10}$/, "Enter 10 digits.")
    .default("6145550100"),
  BILLING_PROVIDER_ADDRESS: z.string().min(1).default("100 Main Street"),
  BILLING_PROVIDER_CITY: z.string().min(1).default("Columbus"),
  BILLING_PROVIDER_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default("OH"),
  BILLING_PROVIDER_ZIP: z
    .string()
    .regex(/^\d{5}(\d{4})?$/)
    .default("432150000"),
  /** Serve the built front end from dist/ (off for API-only processes such as tests). */
  SERVE_CLIENT: bool.default(true),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
}

export interface Config extends Omit<
  RawConfig,
  "TOTP_ENCRYPTION_KEY" | "PUBLIC_URL"
> {
  /** PUBLIC_URL, or the listening address when it is unset (defaultPublicUrl). */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was derived from HOST and PORT (start.ts then fills in an ephemeral port). */
  publicUrlDerived: boolean;
  /** HTTPS_CERT and HTTPS_KEY (absolute), or null: plain HTTP. */
  https: { certFile: string; keyFile: string } | null;
  dataDir: string;
  /** The key sealing TOTP secrets (TOTP_ENCRYPTION_KEY), or null: stored unsealed. */
  totpKey: Buffer | null;
  /** Absolute directory of uploaded files (vehicle documents). */
  uploadDir: string;
  /** TRUST_PROXY as Fastify's `trustProxy` takes it. */
  trustProxy: boolean | string[];
  smtp: SmtpConfig | null;
}

function parseTrustProxy(text: string): boolean | string[] {
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

export function parseConfig(
  env: Record<string, string | undefined> = process.env,
): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { TOTP_ENCRYPTION_KEY, PUBLIC_URL, ...raw } = result.data;
  if (!raw.HTTPS_CERT !== !raw.HTTPS_KEY)
    throw new Error(
      "Invalid configuration:\n  HTTPS_CERT, HTTPS_KEY: give both PEM files (certificate and key), or neither.",
    );
  const https =
    raw.HTTPS_CERT && raw.HTTPS_KEY
      ? {
          certFile: path.resolve(raw.HTTPS_CERT),
          keyFile: path.resolve(raw.HTTPS_KEY),
        }
      : null;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    PUBLIC_URL:
      PUBLIC_URL ??
      defaultPublicUrl({ host: raw.HOST, port: raw.PORT, https: !!https }),
    publicUrlDerived: !PUBLIC_URL,
    https,
    dataDir,
    totpKey: TOTP_ENCRYPTION_KEY ? parseKey32(TOTP_ENCRYPTION_KEY) : null,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    uploadDir: raw.UPLOAD_DIR
      ? path.resolve(raw.UPLOAD_DIR)
      : path.join(dataDir, "uploads"),
    smtp: raw.SMTP_HOST
      ? {
          host: raw.SMTP_HOST,
          port: raw.SMTP_PORT,
          secure: raw.SMTP_SECURE,
          user: raw.SMTP_USER,
          password: raw.SMTP_PASSWORD,
        }
      : null,
  };
}

/** A configuration for tests and tools: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    STANDING_ORDER_JOB: "false",
    GEOCODE_BACKFILL: "false",
    SERVE_CLIENT: "false",
    // Tests change sessions and users straight in the database and expect the next call to see it at
    // once; on PostgreSQL the invalidating notification arrives a moment later. The cache has its own
    // tests (tests/server/session-cache.test.ts), which turn it on.
    SESSION_CACHE_MS: "0",
    VALIDATE_LIST_RESPONSES: "true",
    ...overrides,
  });
}

/**
 * The environment for the front-end build `npm start` runs. The build is always a production one:
 * a NODE_ENV inherited from a test runner (vitest sets "test") would otherwise make Vite bundle
 * React's development build, and `npm start` would go on serving it.
 */
export function clientBuildEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: "production" };
}
