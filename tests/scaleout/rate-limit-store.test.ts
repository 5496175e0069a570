/**
 * The general rate limit's shared counters (issue 13): the PostgreSQL store adds each process's counts
 * to one table once a second and learns the others' (exact once flushed, per process while the
 * database is away, never lost), and a REDIS_URL whose Redis is down lets calls through and says so
 * in the log instead of failing them or stopping the process. Needs TEST_DATABASE_URL.
 */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import type { Database, Db } from "../../server/db/client";
import { openPostgres } from "../../server/db/client";
import type { SharedRateLimitStore } from "../../server/limits/rateLimitStore";
import { postgresRateLimitStore } from "../../server/limits/rateLimitStore";
import type { TestDatabase } from "../support/postgresDatabases";
import { createPostgresDatabase } from "../support/postgresDatabases";

const PG_URL = process.env.TEST_DATABASE_URL;
const MINUTE = 60_000;

/** A logger that drops everything (an app without logging has one). */
const silent = Fastify({ logger: false }).log;

/** One `incr` through the plugin's callback interface. */
function hit(store: SharedRateLimitStore, key: string, windowMs = MINUTE) {
  const instance = new store.Store({});
  let answer: { current: number; ttl: number } | undefined;
  instance.incr(key, (_err, res) => (answer = res), windowMs, 1000);
  return answer!;
}

describe.skipIf(!PG_URL)(
  "rate-limit counters shared through PostgreSQL",
  () => {
    let testDb: TestDatabase;
    let database: Database;
    const stores: SharedRateLimitStore[] = [];
    const open = (db: Db = database.db) => {
      const store = postgresRateLimitStore(db, silent);
      stores.push(store);
      return store;
    };

    beforeAll(async () => {
      testDb = await createPostgresDatabase(PG_URL!, "nemt_ratelimit");
      database = await openPostgres({
        url: testDb.url,
        poolMax: 4,
        statementTimeoutMs: 10_000,
        connectTimeoutMs: 5_000,
      });
      await database.migrate();
    });
    afterAll(async () => {
      for (const store of stores) store.close();
      await database?.close();
      await testDb?.drop();
    });

    it("counts locally at once and adds the other process's calls at each flush", async () => {
      const [a, b] = [open(), open()];
      for (let n = 1; n <= 3; n++) expect(hit(a, "k1").current).toBe(n);
      await a.flush();
      // B has not flushed yet: it knows only its own call.
      expect(hit(b, "k1").current).toBe(1);
      await b.flush();
      expect(hit(b, "k1").current).toBe(5);
      expect(hit(a, "k1").current).toBe(4); // A learns B's at its own next flush
      // A flushes last, so it reads B's call too.
      await b.flush();
      await a.flush();
      expect(hit(a, "k1").current).toBe(7);
      expect(hit(b, "k1").ttl).toBeLessThanOrEqual(MINUTE);
    });

    it("keeps keys and route limits apart", async () => {
      const a = open();
      hit(a, "k2");
      const route = new a.Store({}).child({
        routeInfo: { method: "POST", url: "/x" },
      } as never);
      let current = 0;
      route.incr("k2", (_e, res) => (current = res!.current), MINUTE, 10);
      expect(current).toBe(1);
      await a.flush();
      expect(hit(a, "k3").current).toBe(1);
      expect(hit(a, "k2").current).toBe(2);
    });

    it("starts a new window when the database's window is over", async () => {
      const [a, b] = [open(), open()];
      hit(a, "k4", 1000);
      hit(a, "k4", 1000);
      await a.flush();
      await new Promise((r) => setTimeout(r, 1100));
      expect(hit(b, "k4", 1000).current).toBe(1);
      await b.flush();
      expect(hit(b, "k4", 1000).current).toBe(2);
    });

    it("counts per process while the database is away and adds the calls once it is back", async () => {
      let down = true;
      const flaky = {
        execute: (query: never) =>
          down
            ? Promise.reject(new Error("connection refused"))
            : database.db.execute(query),
      } as unknown as Db;
      const [a, b] = [open(flaky), open()];
      hit(a, "k5");
      hit(a, "k5");
      await a.flush();
      expect(hit(a, "k5").current).toBe(3);
      down = false;
      await a.flush();
      expect(hit(b, "k5").current).toBe(1);
      await b.flush();
      expect(hit(b, "k5").current).toBe(5);
    });

    it("lets calls through when Redis is unreachable, and logs it once", async () => {
      const lines: string[] = [];
      const app = await buildApp({
        config: testConfig({
          // Nothing listens on port 1.
          REDIS_URL: "redis://127.0.0.1:1",
          RATE_LIMIT_MAX: "2",
          LOG_LEVEL: "warn",
        }),
        database,
        logStream: { write: (line) => lines.push(line) },
      });
      try {
        await new Promise((r) => setTimeout(r, 300));
        for (let n = 0; n < 5; n++) {
          const res = await app.inject({
            method: "GET",
            url: "/api/auth/setup-status",
          });
          expect(res.statusCode).toBe(200);
        }
        await new Promise((r) => setTimeout(r, 600));
        const logged = lines.filter((l) => l.includes("Redis unreachable"));
        expect(logged).toHaveLength(1);
      } finally {
        await app.close();
      }
    });
  },
);
