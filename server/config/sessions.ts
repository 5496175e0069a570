/**
 * Sessions and limits: how long sessions last, second factors, sign-in throttles, rate limits, and
 * the cost and concurrency of password hashing.
 */
import { z } from "zod";
import { ROLE_CODES } from "../../domain/privileges";
import { commaList, parseKey32 } from "./shared";

/**
 * The argon2id cost of a new password hash: the argon2 package's defaults (64 MiB, 3 passes), as
 * every hash was made before the cost could be set. Hashes carry their own cost, so a hash made at
 * one cost verifies whatever the setting is now.
 */
export const PASSWORD_HASH_COST_DEFAULTS = {
  PASSWORD_HASH_MEMORY_KIB: 65_536,
  PASSWORD_HASH_PASSES: 3,
} as const;

/**
 * The least a production process accepts: OWASP's lowest recommended argon2id setting (19 MiB,
 * 2 passes). Below it only tests run, where the cost buys nothing and the tests' sign-ins paid most
 * of their time for it (issue 23).
 */
export const PASSWORD_HASH_COST_FLOOR = {
  PASSWORD_HASH_MEMORY_KIB: 19_456,
  PASSWORD_HASH_PASSES: 2,
} as const;

export const sessionSettings = {
  /**
   * How long a looked-up session is reused before it is read again (issue 13: the look-up was one of
   * four statements per search). Any change to sessions, users or second factors, in any process,
   * empties every process's cache at once (a NOTIFY from a trigger), and so does every write call this
   * process answers; this bound only covers a lost notification. 0 reads the session on every call.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
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
   * Memory (KiB) of each new argon2id password hash. Production refuses less than
   * PASSWORD_HASH_COST_FLOOR; only the test configuration (testConfig) sets it low.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(64)
    .max(4_194_304)
    .default(PASSWORD_HASH_COST_DEFAULTS.PASSWORD_HASH_MEMORY_KIB),
  /** Passes (argon2's time cost) over that memory; the same floor in production. */
  PASSWORD_HASH_PASSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(PASSWORD_HASH_COST_DEFAULTS.PASSWORD_HASH_PASSES),
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
  /** API calls a minute per API key (issue 28), each key its own allowance. */
  API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
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
  MFA_REQUIRED_ROLES: commaList.pipe(z.array(z.enum(ROLE_CODES))),
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
};

/**
 * The configuration's lines about a password-hash cost below the floor, for a production process;
 * none elsewhere (development and tests may hash cheaply).
 */
export function passwordHashCostProblems(raw: {
  NODE_ENV: string;
  PASSWORD_HASH_MEMORY_KIB: number;
  PASSWORD_HASH_PASSES: number;
}): string[] {
  if (raw.NODE_ENV !== "production") return [];
  return (
    ["PASSWORD_HASH_MEMORY_KIB", "PASSWORD_HASH_PASSES"] as const
  ).flatMap((key) =>
    raw[key] < PASSWORD_HASH_COST_FLOOR[key]
      ? [
          `  ${key}: at least ${PASSWORD_HASH_COST_FLOOR[key]} in production (the default is ${PASSWORD_HASH_COST_DEFAULTS[key]}); a lower password-hash cost is for tests only.`,
        ]
      : [],
  );
}
