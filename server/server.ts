/**
 * The only place that listens: opens the database, migrates, seeds, serves, and shuts down cleanly on
 * SIGTERM/SIGINT (in-flight requests finish, PGlite closes, the data directory lock is released).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "./config";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { ensureReferenceData, seed } from "./db/seed";

export const ROOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

export async function startServer(config: Config) {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    if (config.SEED === "demo") await seed(database.db);
  } catch (e) {
    await database.close();
    throw e;
  }
  const app = await buildApp({
    config,
    database,
    clientDir: config.SERVE_CLIENT ? path.join(ROOT_DIR, "dist") : undefined,
  });
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
  return app;
}
