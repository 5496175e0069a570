/**
 * How the PGlite worker thread is started: its TypeScript entry needs tsx's loader inside the thread
 * (the app runs under `node --import tsx`, the tests under Vitest, whose own transform never reaches
 * a worker), and the 8 MB pglite.wasm is compiled once per process and handed to every worker.
 *
 * Node 20 does not apply the parent's loader hooks (nor a worker's own `execArgv: ["--import",
 * "tsx"]`) to a worker's modules, so the thread starts from a small bootstrap: it imports the entry,
 * and only when Node cannot load `.ts` registers tsx through its API and imports it again. A Node
 * that does pass the hooks on then never registers tsx twice. `execArgv` is left to Node, which
 * copies the parent's and drops those a thread cannot take (--max-old-space-size, --title...).
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { WorkerInit } from "./pgliteWorkerProtocol";

const require = createRequire(import.meta.url);

// The sources run under tsx (.ts); the production bundle (scripts/build-server.mjs) holds .js.
export const PGLITE_WORKER_URL = new URL(
  import.meta.url.endsWith(".ts") ? "./pgliteWorker.ts" : "./pgliteWorker.js",
  import.meta.url,
);

/**
 * tsx's ESM register API by absolute URL, so the bootstrap finds it whatever the current directory.
 * Read from tsx's exports map: `require.resolve` would give the CommonJS build.
 */
function tsxApiUrl(): string {
  const manifest = require.resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const entry = exports["./esm/api"];
  const file = typeof entry === "string" ? entry : entry?.import?.default;
  if (!file) throw new Error("tsx has no ESM register API (tsx/esm/api).");
  return pathToFileURL(path.join(path.dirname(manifest), file)).href;
}

/**
 * The thread's CommonJS bootstrap (`eval`). The retry imports the entry under another URL: Node
 * keeps a module's failed load, and would answer the same URL with the same error. Also starts the
 * password-strength estimator's threads (server/workers/threadPool.ts: the strength estimator, the text extractor).
 */
export function bootstrap(entry: URL): string {
  const retry = new URL(entry);
  retry.searchParams.set("tsx", "1");
  return `import(${JSON.stringify(entry.href)}).catch((e) => {
  if (!e || e.code !== "ERR_UNKNOWN_FILE_EXTENSION") throw e;
  return import(${JSON.stringify(tsxApiUrl())}).then(({ register }) => {
    register();
    return import(${JSON.stringify(retry.href)});
  });
});`;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * pglite.wasm, compiled once (V8 compiles off the main thread). Without it each worker compiles its
 * own copy: PGlite caches the module per thread only. A failure is retried by the next call.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(require.resolve("@electric-sql/pglite/pglite.wasm"))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((e: unknown) => {
      compiled = undefined;
      throw e;
    });
  return compiled;
}

export async function startPgliteWorker(
  init: Omit<WorkerInit, "wasmModule">,
): Promise<Worker> {
  const wasmModule = await pgliteWasmModule();
  return new Worker(bootstrap(PGLITE_WORKER_URL), {
    eval: true,
    workerData: { ...init, wasmModule } satisfies WorkerInit,
    transferList: init.loadDataDir ? [init.loadDataDir] : [],
  });
}
