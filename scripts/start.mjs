// @ts-check
/**
 * `npm start`: runs the server from its bundle (dist-server/start.js, server/cli/start.ts compiled),
 * building the bundle first when server/ or domain/ changed since the last build. No TypeScript is
 * transpiled at start (issue 13, B5: under tsx the imports alone took seconds). `npm run dev` still
 * runs the sources under tsx, with watch.
 *
 * Plain JavaScript (checked by `// @ts-check`): it runs before anything could transpile TypeScript.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  SERVER_OUT_DIR,
  buildServer,
  serverBuildIsStale,
} from "./build-server.mjs";

if (serverBuildIsStale()) {
  console.warn("Building the server (esbuild)…");
  await buildServer();
}
await import(pathToFileURL(path.join(SERVER_OUT_DIR, "start.js")).href);
