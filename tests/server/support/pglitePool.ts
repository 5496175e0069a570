/**
 * The in-memory PGlite databases of the API tests, reused within a worker process. Opening one from
 * the migrated dump (dbTemplate.ts) costs about 1.3 s of WebAssembly start-up, which was more than
 * half of a typical test file's time and, with several apps per file, minutes of every CI run. A
 * database an app has finished with is emptied instead (every table truncated, the invoice numbers
 * restarted, session state reset) and handed to the next app: the same migrated schema with no rows,
 * which is what a copy of the template is.
 *
 * A database is reused only when it is in exactly the template's shape: a test that closed it, left
 * a transaction broken, or added a function, trigger or table (trips-status.test.ts does) makes the
 * reset fail or the catalogue differ, and that database is closed instead of reused. The pool is per
 * process, so files in the same worker share it one after another, never at the same time.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/database";
import { openPglite } from "../../../server/db/client";
import { SESSION_SETTINGS } from "../../../server/db/sessionSettings";
import { migratedPgliteDump } from "./dbTemplate";

const idle: Database[] = [];

/**
 * What a test could change about the schema: tables and other relations, functions, triggers and
 * whether they are enabled. Equal to the template's, the database can be emptied and reused.
 */
const CATALOGUE = sql`
  select
    (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public')::text || ':' ||
    (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public')::text || ':' ||
    (select count(*) from pg_trigger where not tgisinternal)::text || ':' ||
    (select count(*) from pg_trigger where not tgisinternal and tgenabled <> 'O')::text
    as shape`;

interface Template {
  shape: string;
  /** Every table of the schema, for one TRUNCATE. */
  tables: string;
  /** Every sequence (the invoice numbers are one of their own), restarted like new. */
  sequences: string[];
}

let template: Promise<Template> | undefined;

/** The rows of a raw query: both engines' results carry them as `rows`. */
async function rowsOf<T>(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function shapeOf(database: Database): Promise<string> {
  const [row] = await rowsOf<{ shape: string }>(database, CATALOGUE);
  return row.shape;
}

/** The template's catalogue and its tables, read from the first database opened in this process. */
async function templateOf(database: Database): Promise<Template> {
  const names = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ name: string }>(database, query)).map(
      (r) => `public.${r.name}`,
    );
  return {
    shape: await shapeOf(database),
    tables: (
      await names(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
      )
    ).join(", "),
    sequences: await names(
      sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public' order by 1`,
    ),
  };
}

/** A migrated, empty in-memory database: a reused one when there is one, else a new one. */
export async function takePglite(): Promise<Database> {
  const reused = idle.pop();
  if (reused) return reused;
  // On the main thread: the worker thread (production's choice, issue 13) only adds its own start-up
  // and a message per query here; pglite-worker.test.ts tests the worker itself.
  const database = await openPglite({
    loadDataDir: await migratedPgliteDump(),
    worker: false,
  });
  template ??= templateOf(database);
  await template;
  return database;
}

/** Empties the database for the next app, or closes it when it cannot be made like new. */
export async function releasePglite(database: Database): Promise<void> {
  try {
    const { shape, tables, sequences } = await (template ??
      templateOf(database));
    if ((await shapeOf(database)) !== shape) throw new Error("schema changed");
    // One statement per call: the session first, then the rows. The activity record refuses
    // TRUNCATE by trigger (it is append-only); the replica role skips triggers for this reset only.
    await database.db.execute(sql`reset all`);
    // …and back to what every session of the app runs with (the search's similarity threshold).
    for (const [name, value] of Object.entries(SESSION_SETTINGS))
      await database.db.execute(
        sql`select set_config(${name}, ${value}, false)`,
      );
    await database.db.execute(sql`unlisten *`);
    await database.db.execute(sql`select pg_advisory_unlock_all()`);
    await database.db.execute(sql`set session_replication_role = replica`);
    await database.db.execute(
      sql.raw(`truncate ${tables} restart identity cascade`),
    );
    await database.db.execute(sql`reset session_replication_role`);
    for (const sequence of sequences)
      await database.db.execute(sql.raw(`alter sequence ${sequence} restart`));
    idle.push(database);
  } catch {
    await database.close().catch(() => undefined);
  }
}
