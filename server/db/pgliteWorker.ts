/**
 * The thread that runs PGlite (issue 13). PGlite executes each statement synchronously in WebAssembly,
 * so on the main thread one heavy query stopped every other request of the process; here it stops
 * only this thread. Started by pgliteWorkerClient.ts, which speaks pgliteWorkerProtocol.ts to it.
 *
 * Ordering and exclusivity stay PGlite's own: every request goes straight to the one PGlite instance,
 * whose mutexes queue queries in arrival order and hold them back while a transaction is open. A
 * transaction is a real `PGlite.transaction()` here, kept open until the main thread ends it, so its
 * queries interleave with nothing else and an error rolls it back exactly as before.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Results, Transaction } from "@electric-sql/pglite";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type {
  Request,
  RequestMessage,
  WireQueryOptions,
  WireResults,
  WorkerInit,
  WorkerMessage,
} from "./pgliteWorkerProtocol";
import { toWireError } from "./pgliteWorkerProtocol";
import { sessionSettingsSql } from "./sessionSettings";

if (!parentPort)
  throw new Error("pgliteWorker.ts runs only as a worker thread");
const port = parentPort;
const init = workerData as WorkerInit;

const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

interface OpenTransaction {
  tx: Transaction;
  /** Commits or rolls back; settles once PGlite has done it (a failed COMMIT rejects). */
  finish(commit: boolean): Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
const unlisteners = new Map<number, () => Promise<void>>();

/** Drizzle keeps dates, intervals and numeric arrays as PostgreSQL's text: the same, rebuilt here. */
const rawParsers = new Map<string, Record<number, (text: string) => string>>();
function parsersFor(oids: number[] | undefined) {
  if (!oids || oids.length === 0) return undefined;
  const key = oids.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (t: string) => t]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

const wire = ({ rows, fields, affectedRows }: Results): WireResults => ({
  rows,
  fields,
  affectedRows,
});

async function open(): Promise<PGlite> {
  const pglite = new PGlite({
    dataDir: init.dataDir,
    extensions: { pg_trgm },
    loadDataDir: init.loadDataDir ? new Blob([init.loadDataDir]) : undefined,
    pgliteWasmModule: init.wasmModule,
  });
  await pglite.waitReady;
  await pglite.exec(sessionSettingsSql());
  return pglite;
}

/**
 * Opens a transaction and leaves it open: the callback PGlite runs it in waits for the main thread's
 * `end`. Resolves once BEGIN has run; rejects if it failed.
 */
async function begin(pglite: PGlite, id: number): Promise<void> {
  let opened!: (tx: Transaction) => void;
  const ready = new Promise<Transaction>((resolve) => (opened = resolve));
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  const outcome = pglite.transaction(async (tx) => {
    opened(tx);
    if (!(await decision)) await tx.rollback();
  });
  // BEGIN failed: `outcome` rejects before the callback ever ran.
  const tx = await Promise.race([ready, outcome.then(() => undefined)]);
  if (!tx) throw new Error("The transaction ended before it began.");
  transactions.set(id, {
    tx,
    finish: (commit) => {
      decide(commit);
      return outcome;
    },
  });
}

function target(pglite: PGlite, tx: number | undefined) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open.`);
  return open.tx;
}

async function handle(
  pglite: PGlite,
  id: number,
  request: Request,
): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const options: WireQueryOptions = request.options;
      return wire(
        await target(pglite, request.tx).query(request.sql, request.params, {
          rowMode: options.rowMode,
          parsers: parsersFor(options.rawTypes),
          paramTypes: options.paramTypes,
        }),
      );
    }
    case "exec":
      return (await target(pglite, request.tx).exec(request.sql)).map(wire);
    case "begin":
      return begin(pglite, request.tx);
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is not open.`);
      transactions.delete(request.tx);
      return open.finish(request.commit);
    }
    case "listen": {
      // The request's id names the subscription: the main thread keyed its handler by it already.
      const stop = await pglite.listen(request.channel, (payload) =>
        post({ type: "notify", listenId: id, payload }),
      );
      unlisteners.set(id, stop);
      return undefined;
    }
    case "unlisten": {
      const stop = unlisteners.get(request.listenId);
      unlisteners.delete(request.listenId);
      return stop?.();
    }
    case "dump": {
      // Uncompressed: gzip makes both the dump and every load slower, and the tarball stays local.
      const dump = await pglite.dumpDataDir("none");
      return dump.arrayBuffer();
    }
    case "close":
      return pglite.close();
  }
}

function serve(pglite: PGlite): void {
  port.on("message", (message: RequestMessage) => {
    const { id, ...request } = message;
    handle(pglite, id, request as Request).then(
      (value) => {
        try {
          // The dump's bytes move instead of being copied.
          post(
            { type: "reply", id, value },
            value instanceof ArrayBuffer ? [value] : [],
          );
        } catch (e) {
          // A value that cannot cross (DataCloneError) fails its request, not the thread.
          post({ type: "fail", id, error: toWireError(e) });
        }
      },
      (e: unknown) => post({ type: "fail", id, error: toWireError(e) }),
    );
  });
}

open().then(
  (pglite) => {
    serve(pglite);
    post({ type: "ready" });
  },
  (e: unknown) => post({ type: "initError", error: toWireError(e) }),
);
