/**
 * `npm run bench:analytics [-- trips]`: B9 alone (bench/analytics.ts) on a throw-away PostgreSQL
 * database holding the bench's data set (BENCH_TRIPS or the argument, 1,000,000 by default), as the
 * bench's table. BENCH_KEEP=1 keeps the database (its address is printed) for EXPLAIN.
 */
import { openPostgres } from "../server/db/client";
import { analyticsRows } from "./analytics";
import { loadDataSet } from "./data";
import { createBenchPostgres } from "./support";
import { markdownTable } from "./table";

const TRIPS = Number(process.argv[2] ?? process.env.BENCH_TRIPS ?? 1_000_000);
const target = await createBenchPostgres(
  process.env.BENCH_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres",
);
const database = await openPostgres({
  url: target.url,
  poolMax: 4,
  statementTimeoutMs: 3_600_000,
  connectTimeoutMs: 5000,
});
try {
  const began = performance.now();
  await loadDataSet(database, TRIPS);
  console.log(`data set of ${TRIPS.toLocaleString("en-US")} trips loaded in ${((performance.now() - began) / 1000).toFixed(1)} s`); // prettier-ignore
  console.log(
    markdownTable(await analyticsRows(database.db, TRIPS, console.log)),
  );
} finally {
  await database.close();
  if (process.env.BENCH_KEEP === "1") console.log(`kept: ${target.url}`);
  else await target.drop();
}
process.exit(0);
