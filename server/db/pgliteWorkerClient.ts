/**
 * The main thread's side of the PGlite worker (pgliteWorker.ts): an object shaped like the part of
 * PGlite that `drizzle-orm/pglite` calls (`query`, `transaction`; `exec` for completeness), plus
 * listen, dump and close. Each call is one message; the worker answers in the order PGlite finishes.
 *
 * A dead worker (crashed, or closed) fails every pending and later call with SQLSTATE 08006
 * (connection_failure), which server/errors.ts answers with a 503 instead of letting requests hang.
 */
import type { QueryOptions, Results } from "@electric-sql/pglite";
import type { Worker } from "node:worker_threads";
import type {
  Request,
  WireError,
  WireQueryOptions,
  WorkerMessage,
} from "./pgliteWorkerProtocol";
import { PgliteWorkerError } from "./pgliteWorkerProtocol";
import { startPgliteWorker } from "./pgliteWorkerStart";

/** What Drizzle's PGlite session uses of a transaction: queries only (savepoints are queries too). */
export interface WorkerTransaction {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const PROBE = "\u0000probe";

/**
 * Drizzle passes parsers that keep dates, intervals and numeric arrays as text. Functions cannot
 * cross a thread, so they travel as their OIDs and the worker rebuilds them; any other parser (or a
 * serializer) would silently change results, so it is refused.
 */
function toWire(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice)
    throw new Error(
      "The PGlite worker takes only rowMode, paramTypes and identity parsers.",
    );
  const rawTypes = Object.entries(options.parsers ?? {}).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`The PGlite worker cannot run the parser of OID ${oid}.`);
    return Number(oid);
  });
  return {
    rowMode: options.rowMode,
    rawTypes,
    paramTypes: options.paramTypes,
  };
}

const unavailable = (message: string) =>
  new PgliteWorkerError({
    name: "Error",
    message,
    fields: { code: "08006", severity: "FATAL" },
  });

export class PgliteWorkerClient {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #nextTx = 1;
  /** Set once the worker is gone: every call fails with it. */
  #dead: Error | undefined;
  #closing: Promise<void> | undefined;
  /** Settled by the worker's first message: ready, or why it could not open the database. */
  #ready: Pending | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (m: WorkerMessage) => this.#receive(m));
    worker.on("error", (e) =>
      this.#fail(unavailable(`The database thread failed: ${e.message}`)),
    );
    worker.on("messageerror", (e) =>
      this.#fail(unavailable(`The database thread sent garbage: ${e.message}`)),
    );
    worker.on("exit", (code) =>
      this.#fail(unavailable(`The database thread exited (code ${code}).`)),
    );
  }

  /** Starts the worker and resolves once its PGlite is ready (or rejects with why it is not). */
  static async start(init: {
    dataDir?: string;
    loadDataDir?: Blob;
  }): Promise<PgliteWorkerClient> {
    const worker = await startPgliteWorker({
      dataDir: init.dataDir,
      loadDataDir: await init.loadDataDir?.arrayBuffer(),
    });
    const client = new PgliteWorkerClient(worker);
    await new Promise<void>((resolve, reject) => {
      client.#ready = { resolve: () => resolve(), reject };
    });
    // Idle, it must not keep the process alive (PGlite on the main thread never did); a call refs it.
    worker.unref();
    return client;
  }

  #receive(m: WorkerMessage): void {
    switch (m.type) {
      case "ready":
        this.#ready?.resolve(undefined);
        this.#ready = undefined;
        return;
      case "initError":
        this.#ready?.reject(new PgliteWorkerError(m.error));
        this.#ready = undefined;
        void this.#worker.terminate();
        return;
      case "notify":
        // Posted before the reply of the query that raised it, so handlers run before that resolves.
        this.#listeners.get(m.listenId)?.(m.payload);
        return;
      case "reply":
      case "fail": {
        const pending = this.#pending.get(m.id);
        if (!pending) return;
        this.#pending.delete(m.id);
        if (this.#pending.size === 0) this.#worker.unref();
        if (m.type === "reply") pending.resolve(m.value);
        else pending.reject(new PgliteWorkerError(m.error as WireError));
      }
    }
  }

  #fail(error: Error): void {
    this.#dead ??= error;
    this.#ready?.reject(error);
    this.#ready = undefined;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: Request, id = this.#nextId++): Promise<T> {
    if (this.#dead) return Promise.reject(this.#dead);
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, {
        resolve: (value) => resolve(value as T),
        reject,
      });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (e) {
        // A parameter that cannot be cloned (a function, a class with private state).
        this.#pending.delete(id);
        if (this.#pending.size === 0) this.#worker.unref();
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  }

  #query<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
  ): Promise<Results<T>> {
    let wireOptions: WireQueryOptions;
    try {
      wireOptions = toWire(options);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    return this.#call({
      op: "query",
      sql,
      params: params ?? [],
      options: wireOptions,
      tx,
    });
  }

  query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: "exec", sql });
  }

  /**
   * PGlite's transaction(), held open in the worker: until it ends, every query not made through
   * `tx` waits there. Commits when `fn` resolves; rolls back (and rethrows) when it throws.
   */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTx++;
    await this.#call({ op: "begin", tx: id });
    let closed = false;
    const usable = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx: WorkerTransaction = {
      query: async (sql, params, options) => {
        usable();
        return this.#query(sql, params, options, id);
      },
      exec: async (sql) => {
        usable();
        return this.#call({ op: "exec", sql, tx: id });
      },
      rollback: async () => {
        usable();
        closed = true;
        await this.#call({ op: "end", tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      if (!closed) {
        closed = true;
        // A dead worker has no transaction left to roll back: the caller hears of `e`, not of that.
        await this.#call({ op: "end", tx: id, commit: false }).catch(
          () => undefined,
        );
      }
      throw e;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: "end", tx: id, commit: true });
    }
    return result;
  }

  /** LISTEN; resolves to the function that stops it. */
  async listen(
    channel: string,
    handler: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    const id = this.#nextId++;
    // Registered first: a notification may arrive before the reply does.
    this.#listeners.set(id, handler);
    try {
      await this.#call({ op: "listen", channel }, id);
    } catch (e) {
      this.#listeners.delete(id);
      throw e;
    }
    return async () => {
      this.#listeners.delete(id);
      // A closed database listens to nothing any more.
      if (!this.#dead) await this.#call({ op: "unlisten", listenId: id });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: "dump" })]);
  }

  /** Closes PGlite (after the calls already sent), then ends the thread. Safe to call twice. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#dead) await this.#call({ op: "close" });
      } finally {
        this.#fail(unavailable("The database is closed."));
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }
}
