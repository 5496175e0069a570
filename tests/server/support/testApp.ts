/**
 * A fresh app per test file: in-memory PGlite by default, or a brand-new PostgreSQL database (created
 * here, dropped on close) when TEST_DATABASE_URL is set, so the same suite runs on both engines. Either
 * way the database starts migrated and empty, copied from a template migrated once (dbTemplate.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../../server/app";
import { testConfig } from "../../../server/config";
import type { Database, Db } from "../../../server/db/client";
import { openPglite, openPostgres } from "../../../server/db/client";
import type { Mailer, OutgoingEmail } from "../../../server/mail/mailer";
import type { PaymentProvider } from "../../../server/payments/provider";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
} from "../../support/postgresDatabases";
import { migratedPgliteDump } from "./dbTemplate";
import { releasePglite, takePglite } from "./pglitePool";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  mails: OutgoingEmail[];
  /** Where this app stores uploaded files: a fresh temporary directory unless UPLOAD_DIR is given. */
  uploadDir: string;
  /** The throw-away PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

async function freshPostgres(
  baseUrl: string,
  {
    statementTimeoutMs = 10_000,
    connectTimeoutMs = 5_000,
    connectVia = (url: string) => url,
  }: PostgresOptions,
): Promise<FreshDatabase> {
  // The run's migrated template (global setup); without one (another config), migrate here.
  const template = inject("postgresTemplate");
  const { name, url } = await createPostgresDatabase(
    baseUrl,
    "nemt_test",
    template,
  );
  const database = await openPostgres({
    url: connectVia(url),
    poolMax: 5,
    statementTimeoutMs,
    connectTimeoutMs,
  });
  if (!template) await database.migrate();
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await dropPostgresDatabase(baseUrl, name);
    },
  };
}

interface FreshDatabase {
  database: Database;
  url: string | undefined;
  /** Closes the database and drops it, or hands an emptied PGlite back to the pool. */
  dispose(): Promise<void>;
}

/** A PGlite database: from the pool (./pglitePool.ts), or a new one in a worker when asked. */
async function freshPglite(worker = false): Promise<FreshDatabase> {
  const database = worker
    ? await openPglite({ loadDataDir: await migratedPgliteDump() })
    : await takePglite();
  return {
    database,
    url: undefined,
    dispose: () => (worker ? database.close() : releasePglite(database)),
  };
}

export interface TestAppOptions {
  /** Replaces the outbox mailer (e.g. one that fails). */
  mailer?: Mailer;
  /** Serve a built client from here. */
  clientDir?: string;
  /** Collects the app's log lines. */
  logStream?: { write(line: string): void };
  /** Replaces the configured checkout provider (a Stripe adapter with a stand-in client). */
  paymentProvider?: PaymentProvider;
  /** PostgreSQL only: the pool's statement timeout. */
  statementTimeoutMs?: number;
  /** PostgreSQL only: the pool's connect timeout. */
  connectTimeoutMs?: number;
  /** PostgreSQL only: the URL the app connects with (e.g. through a proxy); `databaseUrl` stays direct. */
  connectVia?: (databaseUrl: string) => string;
  /** PGlite only: a new database in a worker thread, as production runs it (never a reused one). */
  pgliteWorker?: boolean;
}

type PostgresOptions = Pick<
  TestAppOptions,
  "statementTimeoutMs" | "connectTimeoutMs" | "connectVia"
>;

export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const {
    statementTimeoutMs,
    connectTimeoutMs,
    connectVia,
    pgliteWorker,
    ...appOptions
  } = options;
  // Uploads never land in ./data: each app gets its own directory, removed on close.
  const tempUploads = overrides.UPLOAD_DIR
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), "nemt-uploads-"));
  const removeUploads = () => {
    if (tempUploads) fs.rmSync(tempUploads, { recursive: true, force: true });
  };
  let config: ReturnType<typeof testConfig>;
  try {
    // Before the database: a configuration refused (a test may expect that) leaves nothing behind.
    config = testConfig({
      SIGNIN_RATE_LIMIT_MAX: "1000",
      SIGNIN_ADDRESS_RATE_LIMIT_MAX: "100000",
      MAIL_PER_ADDRESS_MAX: "1000",
      RATE_LIMIT_MAX: "100000",
      ...(tempUploads ? { UPLOAD_DIR: tempUploads } : {}),
      ...overrides,
    });
  } catch (err) {
    removeUploads();
    throw err;
  }
  const fresh = pgUrl
    ? await freshPostgres(pgUrl, {
        statementTimeoutMs,
        connectTimeoutMs,
        connectVia,
      })
    : await freshPglite(pgliteWorker);
  const { database } = fresh;
  const mails: OutgoingEmail[] = [];
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      database,
      captureMail: (m) => mails.push(m),
      ...appOptions,
    });
    await app.ready();
  } catch (err) {
    // An app that refused to start (a test may expect that) leaves no database behind either.
    await app?.close().catch(() => undefined);
    await fresh.dispose();
    removeUploads();
    throw err;
  }
  const started = app;
  return {
    app: started,
    db: database.db,
    database,
    mails,
    uploadDir: config.uploadDir,
    databaseUrl: fresh.url,
    close: async () => {
      await started.close();
      await fresh.dispose();
      removeUploads();
    },
  };
}
