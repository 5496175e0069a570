/**
 * PostgreSQL (DATABASE_URL): a pool with timeouts everywhere, migrations and start-up work on
 * connections of their own, and LISTEN that survives a restart of the database.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database, Db } from "./database";
import { MIGRATIONS_FOLDER } from "./database";
import * as schema from "./schema";
import { sessionSettingsOptions } from "./sessionSettings";

export interface PostgresOptions {
  url: string;
  poolMax: number;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

/**
 * The PostgreSQL driver, loaded only when PostgreSQL is used: importing `pg` alone cost 100–200 ms of
 * an embedded start (issue 13, B5 cold start).
 */
async function postgresDriver() {
  const [{ default: driver }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg: driver, drizzleNodePg: drizzle, migrateNodePg: migrate };
}

export async function openPostgres(o: PostgresOptions): Promise<Database> {
  const { pg, drizzleNodePg, migrateNodePg } = await postgresDriver();
  // Timeouts everywhere so a stuck database gives a fast 503 instead of a hang.
  const pool = new pg.Pool({
    connectionString: o.url,
    max: o.poolMax,
    connectionTimeoutMillis: o.connectTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    query_timeout: o.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: o.statementTimeoutMs * 2,
    options: sessionSettingsOptions(),
  });
  // An idle client's error (database restarted) must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzleNodePg({
    client: pool,
    schema,
    casing: "snake_case",
  }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    // On a connection of its own without the pool's statement timeout: building an index on a
    // table of millions of rows takes longer than any request may.
    migrate: () =>
      withOwnClient(o, (client) =>
        migrateNodePg(drizzleNodePg({ client }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        }),
      ),
    exclusively: (work) =>
      withOwnClient(o, async (client) => {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => listenPostgres(o, channel, handler),
    close: () => pool.end(),
  };
}

/** The advisory lock key of start-up work ("nemt" in ASCII). */
const STARTUP_LOCK = 0x6e656d74;

/** `work` on a connection of its own, without the pool's timeouts, closed afterwards. */
async function withOwnClient<T>(
  o: PostgresOptions,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const { pg } = await postgresDriver();
  const client = new pg.Client({
    connectionString: o.url,
    connectionTimeoutMillis: o.connectTimeoutMs,
  });
  // A dropped connection must fail the work, not crash the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * LISTEN on its own connection (a pooled one would be handed to others): reconnects with a growing
 * pause when the database drops it, so delivery resumes after a restart.
 */
async function listenPostgres(
  o: PostgresOptions,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  const { pg } = await postgresDriver();
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let pause = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: o.url,
      connectionTimeoutMillis: o.connectTimeoutMs,
    });
    next.on("notification", (m) => {
      if (m.channel === channel) handler(m.payload ?? "");
    });
    next.on("error", () => reconnect());
    next.on("end", () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    pause = 500;
  };
  const reconnect = () => {
    if (stopped || retry) return;
    client?.removeAllListeners();
    client = null;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => {
        pause = Math.min(pause * 2, 30_000);
        reconnect();
      });
    }, pause);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined);
  };
}
