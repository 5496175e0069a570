/**
 * The demo data set seeded once per run into a template, and a copy of it for every server: seeding
 * (about 5,700 trips) took 10–25 s of every e2e file's start and of the load test's. On PGlite the
 * template is a data directory, copied whole (the server seeds only an empty database, so a copy
 * starts with no seed); on PostgreSQL it is a database, copied by `CREATE DATABASE … TEMPLATE`.
 * The demo's relative dates (expiries, today's trips) are the seeding day's, as they were.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerProcess, StartOptions } from "./serverProcess";
import { startServer } from "./serverProcess";
import {
  createPostgresDatabase,
  dropPostgresDatabase,
} from "./postgresDatabases";

/** A seeded template: JSON, so a vitest global setup can hand it to the test files. */
export interface Template {
  /** The seeded PGlite data directory, or the uploads' directory beside a PostgreSQL template. */
  dataDir: string;
  /** On PostgreSQL: the server's address (any database on it) and the template database's name. */
  postgres?: { baseUrl: string; name: string };
}

const tempDir = (prefix: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));

/**
 * Seeds the demo into a new template: one server start (SEED=demo on an empty database, plus `env`,
 * e.g. SERVE_CLIENT so the front end is built once here) stopped cleanly, which leaves the data
 * directory unlocked and the database without connections. `postgresUrl`: on PostgreSQL.
 */
export async function seedTemplate(
  env: Record<string, string>,
  postgresUrl?: string,
): Promise<Template> {
  const dataDir = tempDir("nemt-template");
  const database = postgresUrl
    ? await createPostgresDatabase(postgresUrl, "nemt_template")
    : undefined;
  try {
    const server = await startServer(
      {
        ...env,
        // The seed is one large transaction: on a crowded machine its connection may sit idle longer
        // than a request's limit (twice the statement timeout) while Node builds the next rows.
        DB_STATEMENT_TIMEOUT_MS: "60000",
        SEED: "demo",
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      // The first start may build the front end (vite build) before it seeds.
      { timeoutMs: 600_000 },
    );
    await server.stop();
  } catch (e) {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    dataDir,
    ...(database && postgresUrl
      ? { postgres: { baseUrl: postgresUrl, name: database.name } }
      : {}),
  };
}

export async function dropTemplate(template: Template): Promise<void> {
  fs.rmSync(template.dataDir, { recursive: true, force: true });
  const { postgres } = template;
  if (postgres) await dropPostgresDatabase(postgres.baseUrl, postgres.name);
}

/** A server's own copy of the template: the environment naming it, and its removal. */
export interface TemplateCopy {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function copyTemplate(template: Template): Promise<TemplateCopy> {
  const dataDir = tempDir("nemt-copy");
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const database = template.postgres
    ? await createPostgresDatabase(
        template.postgres.baseUrl,
        "nemt_copy",
        template.postgres.name,
      )
    : undefined;
  return {
    env: {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    dispose: async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server on its own copy of the template; `stop` also removes the copy. */
export async function startSeededServer(
  template: Template,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ServerProcess> {
  const copy = await copyTemplate(template);
  try {
    const server = await startServer({ ...env, ...copy.env }, options);
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await copy.dispose();
      },
    };
  } catch (e) {
    await copy.dispose();
    throw e;
  }
}
