/**
 * The general rate limit's counters shared by every API process on one PostgreSQL (issue 13,
 * scale-out), without a database write on the request path: each process counts locally and, once a
 * second, adds what it counted to the `throttles` table in one statement for all its keys, reading
 * back each key's total across processes. A process therefore sees the others' calls within about a
 * second, so a client spread over N processes gets at most about one second's worth of calls more
 * than the limit.
 *
 * Windows are fixed and kept by the database's clock (the first flush of a key starts its window for
 * every process), so processes with skewed clocks agree on when a window ends. When the database
 * cannot be reached the counts stay local (the limit then holds per process) and are added once it is
 * back: the limit fails open, never closed.
 */
import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { throttleKey } from "./store";

/** How often each process adds its counts to the table and learns the others'. */
export const FLUSH_EVERY_MS = 1000;

/** Keys a process follows at most; beyond it the oldest is forgotten (its uncounted calls with it). */
const MAX_KEYS = 50_000;

/** A failing flush is logged at most this often (it is retried every second). */
const LOG_FAILURE_EVERY_MS = 60_000;

interface Counter {
  /** The key's total across processes at the last flush (this process's flushed calls included). */
  base: number;
  /** Calls sent in the running flush, not yet in `base`. */
  inFlight: number;
  /** Calls counted since, not yet sent. */
  pending: number;
  /** When the window ends, on this process's clock. */
  resetsAt: number;
  windowMs: number;
  /** Bumped when the window rolls over locally, so a late flush answer does not land in a new one. */
  generation: number;
}

interface RouteInfo {
  method?: unknown;
  url?: unknown;
}

interface FlushRow {
  key: string;
  hits: number;
  ttl_ms: number | string;
}

export interface SharedRateLimitStore {
  /** The class @fastify/rate-limit instantiates (its `store` option). */
  Store: FastifyRateLimitStoreCtor;
  /** Adds every pending count now (tests; the timer does it otherwise). */
  flush(): Promise<void>;
  close(): void;
}

/** The counters of one process, behind @fastify/rate-limit's store interface. */
export function postgresRateLimitStore(
  db: Db,
  log: FastifyBaseLogger,
): SharedRateLimitStore {
  const counters = new Map<string, Counter>();
  let flushing: Promise<void> | null = null;
  let lastFailureLogged = 0;

  const incr = (key: string, timeWindow: number) => {
    const now = Date.now();
    let c = counters.get(key);
    if (c && now >= c.resetsAt) {
      // The window is over: its unsent calls belong to it and are dropped with it.
      c.base = 0;
      c.inFlight = 0;
      c.pending = 0;
      c.resetsAt = now + timeWindow;
      c.generation += 1;
    }
    if (!c) {
      c = {
        base: 0,
        inFlight: 0,
        pending: 0,
        resetsAt: now + timeWindow,
        windowMs: timeWindow,
        generation: 0,
      };
      counters.set(key, c);
      if (counters.size > MAX_KEYS) {
        const oldest = counters.keys().next().value;
        if (oldest !== undefined) counters.delete(oldest);
      }
    }
    c.windowMs = timeWindow;
    c.pending += 1;
    return {
      current: c.base + c.inFlight + c.pending,
      ttl: Math.max(0, c.resetsAt - now),
    };
  };

  /**
   * One statement per window length (one in practice), keys in a fixed order against deadlocks. The
   * table holds hashed keys only (no addresses or account ids in clear, as for the sign-in throttles).
   */
  const upsert = async (windowMs: number, batch: [string, number][]) => {
    const keyOf = new Map(batch.map(([key]) => [throttleKey("api", key), key]));
    const rows = JSON.stringify(
      batch.map(([key, n]) => ({ k: throttleKey("api", key), n })),
    );
    const seconds = windowMs / 1000;
    const expired = sql`throttles.window_started_at <= now() - make_interval(secs => ${seconds})`;
    const result = await db.execute(sql`
      insert into throttles (key, hits, window_started_at, updated_at)
      select k, n, now(), now()
      from jsonb_to_recordset(${rows}::jsonb) as t(k text, n integer)
      order by k
      on conflict (key) do update set
        hits = case when ${expired} then excluded.hits else throttles.hits + excluded.hits end,
        window_started_at = case when ${expired} then now() else throttles.window_started_at end,
        updated_at = now()
      returning key, hits,
        greatest(0, extract(epoch from (window_started_at + make_interval(secs => ${seconds}) - now())) * 1000) as ttl_ms`);
    return (result as unknown as { rows: FlushRow[] }).rows.map((row) => ({
      ...row,
      key: keyOf.get(row.key) ?? "",
    }));
  };

  const flushOnce = async () => {
    const sent = new Map<string, { n: number; generation: number }>();
    const byWindow = new Map<number, [string, number][]>();
    const now = Date.now();
    for (const [key, c] of counters) {
      if (c.pending === 0) {
        // Nothing to add: forget keys whose window is over, keep the rest until it is.
        if (c.inFlight === 0 && now >= c.resetsAt) counters.delete(key);
        continue;
      }
      sent.set(key, { n: c.pending, generation: c.generation });
      c.inFlight += c.pending;
      c.pending = 0;
      const list = byWindow.get(c.windowMs) ?? [];
      list.push([key, sent.get(key)!.n]);
      byWindow.set(c.windowMs, list);
    }
    for (const [windowMs, batch] of byWindow) {
      try {
        for (const row of await upsert(windowMs, batch)) {
          const c = counters.get(row.key);
          const mine = sent.get(row.key);
          if (!c || !mine || c.generation !== mine.generation) continue;
          c.base = row.hits;
          c.inFlight -= mine.n;
          c.resetsAt = Date.now() + Number(row.ttl_ms);
        }
      } catch (err) {
        // Put the calls back so the next flush adds them; until then the limit holds per process.
        for (const [key] of batch) {
          const c = counters.get(key);
          const mine = sent.get(key);
          if (!c || !mine || c.generation !== mine.generation) continue;
          c.inFlight -= mine.n;
          c.pending += mine.n;
        }
        if (Date.now() - lastFailureLogged >= LOG_FAILURE_EVERY_MS) {
          lastFailureLogged = Date.now();
          log.warn(
            { err },
            "rate-limit counts could not be shared through the database; counting per process until it is back",
          );
        }
      }
    }
  };

  // One flush at a time: a slow database must not pile statements up.
  const flush = () => {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      callback(null, incr(prefix + key, timeWindow));
    },
    // A route with its own limit counts apart from the general one, as the Redis store does. The
    // plugin passes its merged options, the route under `routeInfo` (its types say otherwise).
    child: (options) => {
      const route = (options as unknown as { routeInfo?: RouteInfo }).routeInfo;
      return storeFor(
        `${prefix}${String(route?.method ?? "")}${String(route?.url ?? "")}-`,
      );
    },
  });

  // @fastify/rate-limit calls `new Store(options)`; a constructor returning an object yields that object.
  const Store = function () {
    return storeFor("");
  } as unknown as FastifyRateLimitStoreCtor;

  return { Store, flush, close: () => clearInterval(timer) };
}
