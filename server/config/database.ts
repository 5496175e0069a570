/** The database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import { z } from "zod";
import { bool } from "./shared";

export const databaseSettings = {
  /** PGlite's data directory (and uploaded files) when DATABASE_URL is not set. */
  DATA_DIR: z.string().default("./data"),
  /** Where uploaded files are stored; `${DATA_DIR}/uploads` when unset. */
  UPLOAD_DIR: z.string().optional(),
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  DATABASE_URL: z.string().optional(),
  /**
   * PGlite runs in a worker thread, so a heavy query no longer stops every other request of the
   * process (issue 13). "false" keeps it on the main thread: for a comparison, or as a fallback.
   */
  PGLITE_WORKER: bool.default(true),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** "demo" seeds the demo data set on an empty database; "none" starts empty. */
  SEED: z.enum(["demo", "none"]).default("demo"),
};
