/**
 * Throw-away PostgreSQL databases for tests: created on the server of a base URL (empty, or a copy of
 * a template) and dropped by force. One place for the API tests' per-file copies (tests/server/support)
 * and the real-server tests' templates (seededTemplate.ts).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** `baseUrl` with its database name replaced by `name`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on a connection to the base database, closed afterwards. */
export async function withAdmin<T>(
  baseUrl: string,
  run: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

export async function dropPostgresDatabase(
  baseUrl: string,
  name: string,
): Promise<void> {
  await withAdmin(baseUrl, (admin) =>
    admin.query(
      `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`,
    ),
  );
}

const OBJECT_IN_USE = "55006";

/**
 * A new database named `<prefix>_<random>`: a copy of `template` when given, else empty (the caller
 * migrates it). Copies retry briefly on "source database is being accessed by other users": a
 * just-closed connection to the template can take a moment to go away.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : "";
  await withAdmin(baseUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(
          `CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`,
        );
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== OBJECT_IN_USE || attempt >= 30)
          throw e;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    name,
    url: databaseUrl(baseUrl, name),
    drop: () => dropPostgresDatabase(baseUrl, name),
  };
}
