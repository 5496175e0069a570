/**
 * `npm start`: builds the front end when dist/ is missing or older than the sources, then starts the
 * server (migrations and demo seed included).
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

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function ensureClientBuilt(): void {
  const built = path.join(ROOT_DIR, "dist", "index.html");
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sourcesAt = Math.max(
    ...CLIENT_SOURCES.map((s) => newestMtime(path.join(ROOT_DIR, s))),
  );
  if (builtAt >= sourcesAt) return;
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
    `NEMT Portal listening on http://localhost:${config.PORT} (database: ${app.database.kind}${app.database.kind === "pglite" ? `, data in ${config.dataDir}` : ""})`,
  );
} catch (e) {
  if (e instanceof DataDirLockedError) {
    console.error(e.message);
    process.exit(2);
  }
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
