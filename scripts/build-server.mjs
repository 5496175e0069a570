// @ts-check
/**
 * Builds the server into dist-server/ (gitignored): esbuild bundles of the start (server/cli/start.ts),
 * the PGlite worker thread (server/db/pgliteWorker.ts), the password-strength estimator's thread
 * (server/auth/strengthWorker.ts) and the document text extractor's thread
 * (server/documents/extractionWorker.ts), with every npm package left external.
 * `npm start` (scripts/start.mjs) then runs plain JavaScript: transpiling ~300 files under tsx took
 * seconds of every cold start (issue 13, B5). Run directly, it builds when the sources are newer than
 * the last build (`--force`: always).
 *
 * Plain JavaScript, not TypeScript: it runs before anything can transpile TypeScript (`// @ts-check`
 * keeps it type-checked: `npx tsc --noEmit --allowJs --checkJs --strict scripts/*.mjs`).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
export const SERVER_OUT_DIR = path.join(ROOT, "dist-server");
/** Written last by a build, dated when that build began. */
export const SERVER_STAMP = path.join(SERVER_OUT_DIR, ".built");
/** What the bundles are made of (npm packages stay external: their updates need no rebuild). */
const SERVER_SOURCES = [
  "server",
  "domain",
  "package.json",
  "tsconfig.json",
  "scripts/build-server.mjs",
];

/**
 * Whether anything under `p` was modified after `since` (ms): stops at the first such file, so a
 * stale build is found early and a current one costs one stat per file (~350, a few ms).
 * @param {string} p
 * @param {number} since
 * @returns {boolean}
 */
function modifiedAfter(p, since) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return false;
  // A directory's own time covers files deleted or renamed in it.
  if (stat.mtimeMs > since) return true;
  if (!stat.isDirectory()) return false;
  return fs
    .readdirSync(p)
    .some((entry) => modifiedAfter(path.join(p, entry), since));
}

/** True when dist-server/ is missing or older than any of its sources. */
export function serverBuildIsStale() {
  const builtAt = fs.statSync(SERVER_STAMP, { throwIfNoEntry: false })?.mtimeMs;
  if (builtAt === undefined) return true;
  return SERVER_SOURCES.some((source) =>
    modifiedAfter(path.join(ROOT, source), builtAt),
  );
}

const requireFromRoot = createRequire(path.join(ROOT, "package.json"));

/**
 * npm packages stay external, named so that Node's own ESM resolver finds them: tsx resolved a deep
 * import without its extension ("dayjs/plugin/utc") the CommonJS way, Node's ESM resolver does not.
 * Such a specifier gets its file's extension ("dayjs/plugin/utc.js"); every other stays as written.
 * @type {import("esbuild").Plugin}
 */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const external = (/** @type {string} */ p) => ({
        path: p,
        external: true,
      });
      const parts = /^((?:@[^/]+\/)?[^/]+)(\/.+)?$/.exec(specifier);
      if (specifier.startsWith("node:") || !parts?.[2])
        return external(specifier);
      let url;
      try {
        url = import.meta.resolve(specifier);
      } catch {
        return external(specifier);
      }
      if (!url.startsWith("file:") || fs.existsSync(fileURLToPath(url)))
        return external(specifier);
      const file = requireFromRoot.resolve(specifier);
      const packageDir = path.dirname(
        requireFromRoot.resolve(`${parts[1]}/package.json`),
      );
      return external(
        `${parts[1]}/${path.relative(packageDir, file).split(path.sep).join("/")}`,
      );
    });
  },
};

/** The entries, moved into place after every chunk they import: a start never finds one missing. */
const ENTRIES = [
  "start.js",
  "pgliteWorker.js",
  "strengthWorker.js",
  "extractionWorker.js",
];

/** @param {string} file @returns {string[]} the names a stamp lists (none when unreadable) */
function listedIn(file) {
  try {
    const { files } = /** @type {{ files?: unknown }} */ (
      JSON.parse(fs.readFileSync(file, "utf8"))
    );
    return Array.isArray(files)
      ? files.filter((f) => typeof f === "string")
      : [];
  } catch {
    return [];
  }
}

/**
 * Builds dist-server/ now. Lazily imported modules (`await import("./x")`: pdfkit, stripe, the
 * password estimator...) are chunks beside the entries, named by their content's hash, so a build
 * never overwrites a chunk with other code: a server still running from the previous build finds
 * its chunks until the build after this one (older chunks are removed then).
 */
export async function buildServer() {
  const began = Date.now();
  const { build } = await import("esbuild");
  const tmp = `${SERVER_OUT_DIR}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: ROOT,
      entryPoints: {
        start: "server/cli/start.ts",
        pgliteWorker: "server/db/pgliteWorker.ts",
        // The password-strength estimator's threads (server/auth/strengthThreads.ts, issue 21).
        strengthWorker: "server/auth/strengthWorker.ts",
        // The document text extractor's threads (server/documents/textExtraction.ts, issue 26).
        extractionWorker: "server/documents/extractionWorker.ts",
      },
      outdir: tmp,
      // One folder: code that finds files through import.meta.url finds them whichever file holds it.
      chunkNames: "[name]-[hash]",
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      // node_modules stay where they are: the bundle holds only our code, and npm's packages load as
      // they would under tsx (native addons, wasm and package-relative files included).
      packages: "external",
      // For `node --enable-source-maps` when a stack trace should name the sources.
      sourcemap: "linked",
      sourcesContent: false,
      logLevel: "warning",
      plugins: [externalPackages],
    });
    const built = fs.readdirSync(tmp);
    fs.mkdirSync(SERVER_OUT_DIR, { recursive: true });
    const previous = listedIn(SERVER_STAMP);
    for (const file of [
      ...built.filter((f) => !ENTRIES.includes(f)),
      ...built.filter((f) => ENTRIES.includes(f)),
    ])
      fs.renameSync(path.join(tmp, file), path.join(SERVER_OUT_DIR, file));
    // Read by the migrator at start only: replaced whole.
    const migrations = path.join(SERVER_OUT_DIR, "migrations");
    fs.rmSync(migrations, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, "server", "db", "migrations"), migrations, {
      recursive: true,
    });
    const keep = new Set([
      ...built,
      ...previous,
      "migrations",
      path.basename(SERVER_STAMP),
    ]);
    for (const file of fs.readdirSync(SERVER_OUT_DIR))
      if (!keep.has(file))
        fs.rmSync(path.join(SERVER_OUT_DIR, file), {
          recursive: true,
          force: true,
        });
    // Written last, dated when the build began: a source saved during the build is newer, so the
    // next start builds again.
    fs.writeFileSync(SERVER_STAMP, JSON.stringify({ files: built }));
    fs.utimesSync(SERVER_STAMP, began / 1000, began / 1000);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--force") || serverBuildIsStale()) {
    console.warn("Building the server (esbuild)…");
    await buildServer();
  }
}
