/**
 * The only place that listens: opens the database, migrates, seeds, serves, and shuts down cleanly on
 * SIGTERM/SIGINT (in-flight requests finish, PGlite closes, the data directory lock is released).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import { defaultPublicUrl } from "./config";
import type { Database } from "./db/client";
import { openDatabase } from "./db/client";
import type * as SeedModule from "./db/seed";

/** The repository: this file is one folder down, in server/ or in the bundle's dist-server/. */
export const ROOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

/** Marks a promise awaited later as handled, so failing before that await is no unhandled rejection. */
function early<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Migrations first, then the reference rows and (SEED=demo, on an empty database) the demo data. */
async function prepareDatabase(
  database: Database,
  config: Config,
  seedModule: Promise<typeof SeedModule>,
): Promise<void> {
  // Several processes started at once on one fresh PostgreSQL take turns (an advisory lock): the
  // first migrates and seeds, the others then find nothing left to do.
  await database.exclusively(async () => {
    await database.migrate();
    const { ensureReferenceData, seed } = await seedModule;
    // The demo accounts' hash at the configured cost; the app sets it too, but it is built meanwhile.
    // Already loaded with the seed: no cost to the start.
    const { configurePasswordCost } = await import("./auth/secrets");
    configurePasswordCost({
      memoryKib: config.PASSWORD_HASH_MEMORY_KIB,
      passes: config.PASSWORD_HASH_PASSES,
    });
    await ensureReferenceData(database.db);
    if (config.SEED === "demo") await seed(database.db);
  });
}

export async function startServer(config: Config) {
  // The app's code and packages (most of a start's CPU) load while the database opens: PGlite boots
  // in its worker thread meanwhile, PostgreSQL answers over the network (issue 13, B5).
  const appModule = early(import("./app"));
  const seedModule = early(import("./db/seed"));
  const database = await openDatabase(config);
  // Likewise the migrations and the seed run in the database (PGlite's thread, or the server) while
  // this thread builds the app. Building queries nothing (LISTEN aside, which PGlite queues behind a
  // migration), and nothing is served before both are done: `listen` below comes after.
  const prepared = early(prepareDatabase(database, config, seedModule));
  let app: FastifyInstance;
  try {
    const { buildApp } = await appModule;
    app = await buildApp({
      config,
      database,
      clientDir: config.SERVE_CLIENT ? path.join(ROOT_DIR, "dist") : undefined,
    });
    await prepared;
  } catch (e) {
    await prepared.catch(() => undefined);
    await database.close();
    throw e;
  }
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 15_000;
  app.addHook("onClose", async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  // PORT=0 takes a free port: a PUBLIC_URL derived from the address gets the one actually taken.
  const address = app.server.address();
  if (config.publicUrlDerived && typeof address === "object" && address)
    config.PUBLIC_URL = defaultPublicUrl({
      host: config.HOST,
      port: address.port,
      https: !!config.https,
    });
  return app;
}
