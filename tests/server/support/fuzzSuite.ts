/**
 * Property-based fuzzing (issue 11, ASVS V1/V2, API4): every POST route the app declares (read from its
 * OpenAPI document, so a new route is covered as it lands) receives at least 200 invalid bodies
 * generated from its body schema (./fuzzBodies.ts). Every answer must be a 4xx with the §8 body
 * {code, message} and no stack trace or SQL text, none may take a second, and the database's digest
 * must be what it was before.
 *
 * The routes are dealt round-robin to a few test files (tests/server/fuzz-*.test.ts), each on its own
 * app and database, so the run's two workers share the work instead of one file holding one worker for
 * most of a minute.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./api";
import { as } from "./api";
import type { JsonSchema } from "./fuzzBodies";
import { invalidBodies } from "./fuzzBodies";
import type { TestApp } from "./testApp";
import { enableAllFeatures } from "./allFeatures";
import { buildTestApp } from "./testApp";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SOME_ID = "00000000-0000-4000-8000-000000000000";
/** Tables a refused call may still touch: rate-limit counters and the session's last-seen time. */
const VOLATILE = new Set(["throttles", "sessions"]);
const LEAK =
  /\bat .+\.(ts|js):\d+|\bselect .+ from\b|\binsert into\b|\brelation "|\bsyntax error\b/i;

export const FUZZ_SHARDS = 3;

/** Fuzzes every FUZZ_SHARDS-th POST route, starting at `shard` (1-based), on an app of its own. */
export function fuzzPostRoutes(shard: number): void {
  let t: TestApp;
  let headers: Headers;
  let all: { url: string; schema: JsonSchema | undefined }[];
  let routes: typeof all;
  let cases = 0;
  let slowest = 0;

  /** Every table's rows, hashed: what "nothing changed" means. */
  async function digest(): Promise<string> {
    const tables = (await t.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    const parts: string[] = [];
    for (const { tablename } of tables.rows) {
      if (VOLATILE.has(tablename)) continue;
      const res = (await t.db.execute(
        sql`select count(*)::text as n, coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from ${sql.identifier(tablename)} x`,
      )) as unknown as { rows: { n: string; h: string }[] };
      parts.push(`${tablename}:${res.rows[0].n}:${res.rows[0].h}`);
    }
    return parts.join("\n");
  }

  beforeAll(async () => {
    t = await buildTestApp({
      RATE_LIMIT_MAX: "1000000",
      SIGNIN_ADDRESS_RATE_LIMIT_MAX: "1000000",
      // The one administrator's session from the cache, not a database read per body: the bodies are
      // what is judged here (the cache has its own tests), and the read was most of each call's time.
      SESSION_CACHE_MS: "60000",
    });
    // Toggled modules answer 404 while off: on, so their routes' bodies are judged too.
    await enableAllFeatures(t.db);
    // An administrator passes every gate, so the body itself is what is judged.
    ({ headers } = await as(t, "systemadmin"));
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        {
          post?: {
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          };
        }
      >;
    };
    all = Object.entries(doc.paths)
      .filter(([, ops]) => ops.post)
      .map(([path, ops]) => ({
        url: path.replace(/\{[^}]+\}/g, SOME_ID),
        schema: ops.post!.requestBody?.content?.["application/json"]?.schema,
      }))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    routes = all.filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  }, 60_000);
  afterAll(() => {
    console.warn(
      `fuzz ${shard}/${FUZZ_SHARDS}: ${cases} invalid bodies on ${routes.length} of ${all.length} POST routes, 0 answered 5xx, slowest ${slowest} ms, database digest unchanged`,
    );
    return t.close();
  });

  describe(`invalid bodies on every POST route (share ${shard} of ${FUZZ_SHARDS})`, () => {
    it("finds the routes, and its share of them", () => {
      expect(all.length).toBeGreaterThan(50);
      expect(routes.length).toBeGreaterThanOrEqual(
        Math.floor(all.length / FUZZ_SHARDS),
      );
    });

    it("answers each with a 4xx and the §8 body, fast, and changes nothing stored", async () => {
      const before = await digest();
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(invalidBodies(route.schema), async (body) => {
            const started = performance.now();
            const res = await t.app.inject({
              method: "POST",
              url: route.url,
              headers: { ...headers, "content-type": "application/json" },
              payload: JSON.stringify(body),
            });
            const ms = performance.now() - started;
            cases++;
            slowest = Math.max(slowest, Math.round(ms));
            const what = `${route.url} ${JSON.stringify(body).slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, what).toBeLessThan(500);
            const answer = res.json() as { code?: unknown; message?: unknown };
            expect(answer.code, what).toBe(res.statusCode);
            expect(typeof answer.message, what).toBe("string");
            expect(res.body, what).not.toMatch(LEAK);
            expect(ms, what).toBeLessThan(1_000);
          }),
          { numRuns: RUNS },
        );
      }
      await t.app.background.idle();
      expect(await digest()).toBe(before);
    }, 900_000);
  });
}
