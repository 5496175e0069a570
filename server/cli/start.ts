/**
 * The server's start: builds the front end when dist/ is missing or older than the sources, then
 * starts the server (migrations and demo seed included). `npm start` runs it compiled, from the
 * bundle dist-server/start.js (scripts/start.mjs builds it); `npm run dev` and the tests run this
 * file under tsx.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { clientBuildEnvironment, parseConfig } from "../config";
import { DataDirLockedError } from "../db/client";
import { ROOT_DIR, startServer } from "../server";

const CLIENT_SOURCES = [
  "src",
  "resources",
  "providers",
  "custom-pages",
  "domain",
  "index.html",
  "vite.config.ts",
  "package.json",
];

/** Whether anything under `p` changed after `since`: stops at the first such file. */
function modifiedAfter(p: string, since: number): boolean {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return false;
  // A directory's own time covers files deleted or renamed in it.
  if (stat.mtimeMs > since) return true;
  if (!stat.isDirectory()) return false;
  return fs
    .readdirSync(p)
    .some((entry) => modifiedAfter(path.join(p, entry), since));
}

function ensureClientBuilt(): void {
  const built = path.join(ROOT_DIR, "dist", "index.html");
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const stale = CLIENT_SOURCES.some((s) =>
    modifiedAfter(path.join(ROOT_DIR, s), builtAt),
  );
  if (!stale) return;
  console.warn("Building the front end (vite build)…");
  execFileSync(
    process.execPath,
    [path.join(ROOT_DIR, "node_modules", "vite", "bin", "vite.js"), "build"],
    {
      cwd: ROOT_DIR,
      stdio: "inherit",
      env: clientBuildEnvironment(),
    },
  );
}

try {
  const config = parseConfig();
  if (config.SERVE_CLIENT) ensureClientBuilt();
  const app = await startServer(config);
  console.warn(
    `NEMT Portal listening on ${config.https ? "https" : "http"}://${["0.0.0.0", "::"].includes(config.HOST) ? "localhost" : config.HOST}:${config.PORT} (database: ${app.database.kind}${app.database.kind === "pglite" ? `, data in ${config.dataDir}` : ""})`,
  );
  // Checkout and email links are built from it: say which address they carry (README, "Run it").
  console.warn(
    `Links in emails and checkout use ${config.PUBLIC_URL}${config.publicUrlDerived ? " (the listening address; set PUBLIC_URL if users reach the server by another name)" : ""}`,
  );
} catch (e) {
  if (e instanceof DataDirLockedError) {
    console.error(e.message);
    process.exit(2);
  }
  console.error(e instanceof Error ? e.message : e);
  // A migration that stops (0015 on trips paid twice) says why in the database's message, which
  // Drizzle keeps as the cause.
  if (e instanceof Error && e.cause instanceof Error)
    console.error(e.cause.message);
  process.exit(1);
}
