/**
 * Database transactions per request, from pg_stat_database (no pg_stat_statements needed): each
 * autocommit statement is one transaction, so for a read this is the statements it sends. Backends
 * flush their counters when idle within PostgreSQL 15's 10 s idle interval, hence the pauses.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { sequential } from "./load";
import type { Shape } from "./load";

const FLUSH_MS = 11_000;
const pause = () => new Promise((r) => setTimeout(r, FLUSH_MS));

export async function transactionsPerRequest(
  db: Db,
  databaseName: string,
  probes: { name: string; url: string; shape: Shape }[],
  calls = 100,
): Promise<Record<string, number>> {
  const read = async () => {
    const result = await db.execute(
      sql`select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = ${databaseName}`,
    );
    return Number((result as unknown as { rows: { n: string }[] }).rows[0].n);
  };
  const out: Record<string, number> = {};
  await pause();
  let before = await read();
  for (const p of probes) {
    await sequential(p.url, p.shape, calls);
    await pause();
    const after = await read();
    // Less the counter's own read.
    out[p.name] = (after - before - 1) / calls;
    before = after;
  }
  return out;
}
