/**
 * Migrate once, clone per test file. A fresh PGlite costs about 2.5 s (initdb, then the migrations) and
 * a fresh PostgreSQL database about 1 s; loading a migrated PGlite dump costs about 0.4 s and
 * `CREATE DATABASE ... TEMPLATE` about 0.1 s.
 *
 * - PGlite: the dump of a migrated in-memory database is cached under os.tmpdir(), named by a hash of
 *   the migrations folder and the PGlite version, so a changed migration (or PGlite upgrade) builds a
 *   new one and no run ever needs to clean up.
 * - PostgreSQL: the global setup migrates one uniquely named template database per run and drops it
 *   at the end; each test file copies it.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { databaseUrl, withAdmin } from "../../support/postgresDatabases";
import {
  MIGRATIONS_FOLDER,
  openPglite,
  openPostgres,
} from "../../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template database of this run (PostgreSQL only), set by the global setup. */
    postgresTemplate?: string;
  }
}

const TEMPLATE_PREFIX = "nemt-pglite-template-";

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesUnder(path.join(dir, e.name))
        : [path.join(dir, e.name)],
    )
    .sort();
}

function pgliteVersion(): string {
  const wasm = createRequire(import.meta.url).resolve(
    "@electric-sql/pglite/pglite.wasm",
  );
  const pkg = path.join(path.dirname(wasm), "..", "package.json");
  return (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string })
    .version;
}

/** Changes whenever a migration file or the PGlite version (its data directory format) changes. */
function templateKey(): string {
  const hash = createHash("sha256").update(pgliteVersion());
  for (const file of filesUnder(MIGRATIONS_FOLDER)) {
    hash.update(`\0${path.relative(MIGRATIONS_FOLDER, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Templates of older migration sets, left by earlier runs (an hour's grace for a parallel run). */
function removeStaleTemplates(keep: string): void {
  const dir = os.tmpdir();
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(TEMPLATE_PREFIX) || name === keep) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 3_600_000) fs.rmSync(file);
    } catch {
      // Another run removed it first.
    }
  }
}

async function buildPgliteTemplate(file: string): Promise<Blob> {
  const database = await openPglite({});
  try {
    await database.migrate();
    const dump = await database.dumpDataDir();
    // Written under a unique name, then renamed: parallel workers never read a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data directory (a tarball for `openPglite({ loadDataDir })`). */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${templateKey()}.tar`;
    const file = path.join(os.tmpdir(), name);
    if (fs.existsSync(file))
      return new Blob([new Uint8Array(fs.readFileSync(file))]);
    removeStaleTemplates(name);
    return buildPgliteTemplate(file);
  })();
  return pgliteTemplate;
}

/** Creates and migrates this run's template database; returns its name. */
export async function createPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `nemt_template_${randomBytes(6).toString("hex")}`;
  await withAdmin(baseUrl, (admin) => admin.query(`create database ${name}`));
  const database = await openPostgres({
    url: databaseUrl(baseUrl, name),
    poolMax: 1,
    statementTimeoutMs: 60_000,
    connectTimeoutMs: 5_000,
  });
  try {
    await database.migrate();
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
    await database.close();
  }
  return name;
}
