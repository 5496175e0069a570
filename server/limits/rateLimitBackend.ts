/**
 * Where the general rate limit (@fastify/rate-limit, server/app.ts) keeps its counters, so that
 * several API processes behind a load balancer count as one (issue 13, scale-out):
 * - REDIS_URL set: in Redis, one atomic INCR per call (the plugin's own Redis store), exact across
 *   processes;
 * - else on PostgreSQL: counted locally and shared through the throttles table once a second
 *   (./rateLimitStore.ts), so no call waits on a database write;
 * - else (PGlite, which one process alone may open): in the process's memory, which is then exact.
 */
import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { postgresRateLimitStore } from "./rateLimitStore";

export interface RateLimitBackend {
  kind: "redis" | "postgres" | "memory";
  /** The plugin options that select the store. */
  options: Pick<
    RateLimitPluginOptions,
    "store" | "redis" | "nameSpace" | "skipOnError"
  >;
  close(): Promise<void>;
}

/** Keys in a Redis shared with other applications start with this. */
const REDIS_NAMESPACE = "nemt-rate-limit:";

/**
 * A client that never holds a call up and never brings the process down: while Redis is unreachable
 * a command fails at once (no offline queue) or after a short timeout, the plugin lets the call
 * through (skipOnError) and the client keeps reconnecting in the background.
 */
async function redisClient(
  url: string,
  log: FastifyBaseLogger,
): Promise<Redis> {
  // Loaded only when configured: it costs about 100 ms of every start otherwise.
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  // "error" repeats on every failed reconnect: log the loss once and the recovery once.
  let down = false;
  client.on("error", (err: unknown) => {
    if (down) return;
    down = true;
    log.error(
      { err },
      "Redis unreachable: the rate limit lets calls through until it is back",
    );
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.warn("Redis reachable again: the rate limit counts once more");
  });
  return client;
}

export async function rateLimitBackend(
  config: Pick<Config, "REDIS_URL">,
  database: Pick<Database, "db" | "kind">,
  log: FastifyBaseLogger,
): Promise<RateLimitBackend> {
  if (config.REDIS_URL) {
    const client = await redisClient(config.REDIS_URL, log);
    return {
      kind: "redis",
      options: {
        redis: client,
        nameSpace: REDIS_NAMESPACE,
        skipOnError: true,
      },
      close: async () => {
        // quit() waits for Redis; when it is down there is nothing to wait for.
        if (client.status === "ready") await client.quit().catch(() => {});
        client.disconnect();
      },
    };
  }
  if (database.kind === "postgres") {
    const shared = postgresRateLimitStore(database.db, log);
    return {
      kind: "postgres",
      options: { store: shared.Store },
      close: async () => shared.close(),
    };
  }
  return { kind: "memory", options: {}, close: async () => {} };
}
