/**
 * How much JavaScript a page of the built client downloads, read from Vite's manifest
 * (dist/.vite/manifest.json): the entry and its static imports (what every page loads before it
 * renders), plus the lazy chunks a given route loads and their static imports. Sizes are gzipped
 * (level 9, as the pre-compressed .gz files), in kB of 1,024 bytes. Shared by the size budget
 * (scripts/size-budget.ts, in `npm test`) and the front-end bench (bench/frontend.ts).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** One chunk of Vite's build manifest, keyed by its source path (or a "_name" for shared chunks). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: build with build.manifest enabled (vite.config.ts)`,
    );
  return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
}

/** The manifest keys of the chunks `roots` load before running: themselves and static imports. */
export function staticClosure(
  manifest: Manifest,
  roots: readonly string[],
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

export const gzipBytes = (content: Buffer | string): number =>
  zlib.gzipSync(content, { level: 9 }).length;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Gzipped kB of the given files under distDir (each counted once). */
export function gzipKb(distDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of new Set(files))
    bytes += gzipBytes(fs.readFileSync(path.join(distDir, file)));
  return kb(bytes);
}

/** Every JavaScript file of the build (lazy chunks included). */
export function allJsFiles(distDir: string): string[] {
  const assets = path.join(distDir, "assets");
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`);
}

export interface BundleSizes {
  /** The entry and its static imports: loaded by every page before anything renders. */
  initialKb: number;
  /** initial plus the route's lazy chunks and their static imports: the route's whole first load. */
  routeKb: number;
  /** All JavaScript of the build. */
  totalKb: number;
  /** The files of routeKb, for the bench to compare with what a browser fetched. */
  routeFiles: string[];
}

/** Sizes of a build, for a route that loads the lazy modules `routeModules` (manifest keys). */
export function measureBundle(
  distDir: string,
  routeModules: readonly string[] = [],
): BundleSizes {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const files = (keys: string[]) => keys.map((k) => manifest[k].file);
  const initial = files(staticClosure(manifest, [entry]));
  const route = files(staticClosure(manifest, [entry, ...routeModules]));
  return {
    initialKb: gzipKb(distDir, initial),
    routeKb: gzipKb(distDir, route),
    totalKb: gzipKb(distDir, allJsFiles(distDir)),
    routeFiles: route,
  };
}
