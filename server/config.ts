/**
 * Configuration, parsed once at start. Nothing else reads process.env (enforced by lint). The
 * settings are declared by group in ./config/ (the process and how it is reached, the database,
 * sessions and limits, mail, payments and billing, trips, periodic jobs); this file puts them
 * together.
 */
import path from "node:path";
import { z } from "zod";
import { databaseSettings } from "./config/database";
import { jobSettings } from "./config/jobs";
import {
  defaultPublicUrl,
  listeningSettings,
  parseTrustProxy,
} from "./config/listening";
import type { SmtpConfig } from "./config/mail";
import { mailSettings, smtpOf } from "./config/mail";
import { notificationSettings } from "./config/notifications";
import { paymentSettings } from "./config/payments";
import { passwordHashCostProblems, sessionSettings } from "./config/sessions";
import { parseKey32 } from "./config/shared";
import type { S3Settings } from "./config/storage";
import { s3Of, storageProblems, storageSettings } from "./config/storage";
import { tripSettings } from "./config/trips";

export { defaultPublicUrl } from "./config/listening";
export type { SmtpConfig } from "./config/mail";
export type { S3Settings } from "./config/storage";
export { parseKey32 } from "./config/shared";
export { ROUTING_SPEED_DEFAULTS } from "./config/trips";

const configSchema = z.object({
  ...listeningSettings,
  ...databaseSettings,
  ...sessionSettings,
  ...mailSettings,
  ...tripSettings,
  ...paymentSettings,
  ...notificationSettings,
  ...jobSettings,
  ...storageSettings,
});

export type RawConfig = z.infer<typeof configSchema>;

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
  /** The bucket with FILE_STORAGE=s3, else null (files under uploadDir). */
  s3: S3Settings | null;
}

function invalid(lines: string[]): Error {
  return new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

export function parseConfig(
  env: Record<string, string | undefined> = process.env,
): Config {
  const result = configSchema.safeParse(env);
  if (!result.success)
    throw invalid(
      result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`),
    );
  const { TOTP_ENCRYPTION_KEY, PUBLIC_URL, ...raw } = result.data;
  if (!raw.HTTPS_CERT !== !raw.HTTPS_KEY)
    throw invalid([
      "  HTTPS_CERT, HTTPS_KEY: give both PEM files (certificate and key), or neither.",
    ]);
  const costProblems = passwordHashCostProblems(raw);
  if (costProblems.length > 0) throw invalid(costProblems);
  const storage = storageProblems(raw);
  if (storage.length > 0) throw invalid(storage);
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
    smtp: smtpOf(raw),
    s3: s3Of(raw),
  };
}

/** A configuration for tests and tools: defaults plus overrides, without reading the environment. */
const LOW_TEST_HASH_COST = {
  PASSWORD_HASH_MEMORY_KIB: "256",
  PASSWORD_HASH_PASSES: "1",
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // No timers in tests: a test runs a job itself (server/jobs/periodicJob.ts: createJobRunner).
    PERIODIC_JOBS: "false",
    STANDING_ORDER_JOB: "false",
    GEOCODE_BACKFILL: "false",
    SERVE_CLIENT: "false",
    // Tests change sessions and users straight in the database and expect the next call to see it at
    // once; on PostgreSQL the invalidating notification arrives a moment later. The cache has its own
    // tests (tests/server/session-cache.test.ts), which turn it on.
    SESSION_CACHE_MS: "0",
    VALIDATE_LIST_RESPONSES: "true",
    // A password hash in well under a millisecond instead of about 100 ms: at the production cost the
    // hashes were most of the sign-in and throttle files' time (issue 23). The tests that are about
    // hashing's load ask for the production cost back. A test of the production configuration keeps
    // the production cost, which production insists on.
    ...(overrides.NODE_ENV === "production" ? {} : LOW_TEST_HASH_COST),
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
