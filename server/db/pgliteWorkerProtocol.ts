/**
 * The messages between the main thread (pgliteWorkerClient.ts) and the thread that runs PGlite
 * (pgliteWorker.ts). Everything here crosses a thread by structured clone, so it holds data only:
 * no functions (Drizzle's type parsers are rebuilt in the worker from their OIDs), no class instances
 * (errors travel as their fields and are rebuilt on the main thread).
 */
import type { Results } from "@electric-sql/pglite";

/** What the worker needs to open its PGlite (Worker `workerData`). */
export interface WorkerInit {
  /** PGlite's own data directory (already locked by the main thread); undefined keeps it in memory. */
  dataDir?: string;
  /** A `dumpDataDir` tarball to start from. */
  loadDataDir?: ArrayBuffer;
  /** pglite.wasm compiled once per process: each worker would otherwise compile its own (~0.3 s). */
  wasmModule?: WebAssembly.Module;
}

/** The query options that can cross: Drizzle's parser functions travel as the OIDs they cover. */
export interface WireQueryOptions {
  rowMode?: "array" | "object";
  /** OIDs whose values stay the raw text PostgreSQL sent (Drizzle parses dates itself). */
  rawTypes?: number[];
  paramTypes?: number[];
}

export type Request =
  | {
      op: "query";
      sql: string;
      params: unknown[];
      options: WireQueryOptions;
      /** The open transaction it belongs to; without it the query waits for any transaction. */
      tx?: number;
    }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; listenId: number }
  | { op: "dump" }
  | { op: "close" };

export type RequestMessage = Request & { id: number };

export type WireResults = Pick<Results, "rows" | "fields" | "affectedRows">;

/** A PostgreSQL error's fields (pg-protocol's DatabaseError) or a plain Error's name and message. */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | undefined>;
}

export type WorkerMessage =
  | { type: "ready" }
  | { type: "initError"; error: WireError }
  | { type: "reply"; id: number; value: unknown }
  | { type: "fail"; id: number; error: WireError }
  | { type: "notify"; listenId: number; payload: string };

/** The fields server/errors.ts and the logs read (`code`, `constraint`, ...), as PGlite sets them. */
const ERROR_FIELDS = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
  "query",
] as const;

export function toWireError(e: unknown): WireError {
  if (!(e instanceof Error))
    return { name: "Error", message: String(e), fields: {} };
  const source = e as Error & Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const key of ERROR_FIELDS) {
    const value = source[key];
    if (typeof value === "string") fields[key] = value;
  }
  return { name: e.name, message: e.message, stack: e.stack, fields };
}

/** A database error rebuilt on the main thread: `code`, `constraint`... where PGlite's had them. */
export class PgliteWorkerError extends Error {
  declare severity?: string;
  declare code?: string;
  declare detail?: string;
  declare hint?: string;
  declare table?: string;
  declare column?: string;
  declare constraint?: string;
  declare routine?: string;
  declare query?: string;

  constructor(wire: WireError) {
    super(wire.message);
    this.name = wire.name;
    Object.assign(this, wire.fields);
    // The worker's stack shows where PostgreSQL failed; the caller's own frames come from Drizzle's
    // wrapper (DrizzleQueryError), which is built on this thread.
    if (wire.stack) this.stack = wire.stack;
  }
}
