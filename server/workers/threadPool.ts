/**
 * A few worker threads for CPU-heavy work, behind a bounded queue (server/auth/workQueue.ts) that
 * refuses with the 429 QueueFullError when too many requests wait: the password-strength estimator
 * (server/auth/strengthThreads.ts, issue 21) and the document text extractor
 * (server/documents/textExtraction.ts, issue 26).
 *
 * A thread runs one request at a time: one message in, one message out. Threads start with the
 * first request (a cold start without work need not pay for loading their modules), are unref'd
 * while idle so they never keep a process alive (a request under way does), and end after `idleMs`
 * without work. A thread that
 * failed (an uncaught error, an exit, a timeout, its heap limit) is ended and dropped; the next
 * request starts another.
 */
import { Worker } from "node:worker_threads";
import type { ResourceLimits } from "node:worker_threads";
import type { QueueLimits } from "../auth/workQueue";
import { WorkQueue } from "../auth/workQueue";
import { bootstrap } from "../db/pgliteWorkerStart";

export interface ThreadPoolOptions {
  /** The thread's entry module (TypeScript under tsx: ../db/pgliteWorkerStart.ts's bootstrap). */
  url: URL;
  /** Names the thread in its failures' messages: "The text extractor's thread". */
  name: string;
  /** Threads (the queue's concurrency) and how many requests may wait. */
  limits: QueueLimits;
  /** An idle thread ends after this long: what it loaded can hold tens of MB. */
  idleMs: number;
  /** A request that takes longer fails with the code "timed out", and its thread is ended. */
  timeoutMs?: number;
  /** A thread past these (ERR_WORKER_OUT_OF_MEMORY) ends alone, not the process. */
  resourceLimits?: ResourceLimits;
}

/**
 * The failure of a thread itself, its `code` saying how ("exited with 1", "timed out"); a thread
 * past its heap limit gives Node's own error instead (code ERR_WORKER_OUT_OF_MEMORY).
 */
export class ThreadFailure extends Error {
  constructor(
    name: string,
    readonly code: string,
  ) {
    super(`${name} ${code}.`);
    this.name = "ThreadFailure";
  }
}

export class ThreadPool<Request, Answer> {
  readonly #options: ThreadPoolOptions;
  readonly #queue: WorkQueue;
  readonly #idle: Worker[] = [];
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(options: ThreadPoolOptions) {
    this.#options = options;
    this.#queue = new WorkQueue({ ...options.limits });
  }

  get limits(): QueueLimits {
    return this.#queue.limits;
  }

  /** Takes effect for the next request (the last call wins: one pool per process). */
  set limits(limits: QueueLimits) {
    this.#queue.limits = limits;
  }

  /** The thread's answer; a QueueFullError (429) when too many wait, the thread's error when it failed. */
  run(request: Request): Promise<Answer> {
    return this.#queue.run(async () => {
      const worker = this.#idle.pop() ?? this.#start();
      const answer = await this.#ask(worker, request);
      this.#idle.push(worker);
      this.#endIdleThreadsLater();
      return answer;
    });
  }

  #start(): Worker {
    const { url, resourceLimits } = this.#options;
    const worker = new Worker(bootstrap(url), {
      eval: true,
      ...(resourceLimits && { resourceLimits }),
    });
    worker.unref();
    // A thread that ends while idle (its own doing) must not be handed the next request.
    worker.once("exit", () => {
      const index = this.#idle.indexOf(worker);
      if (index >= 0) this.#idle.splice(index, 1);
    });
    return worker;
  }

  /** One request on this thread; a thread that failed or timed out is ended (the caller drops it). */
  #ask(worker: Worker, request: Request): Promise<Answer> {
    const { name, timeoutMs } = this.#options;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        worker.unref();
      };
      const onMessage = (answer: Answer) => {
        done();
        resolve(answer);
      };
      const onError = (error: Error) => {
        done();
        void worker.terminate();
        reject(error);
      };
      const onExit = (code: number) =>
        onError(new ThreadFailure(name, `exited with ${code}`));
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => onError(new ThreadFailure(name, "timed out")),
              timeoutMs,
            );
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      // A request under way keeps the process alive until it is answered (an extracted text is to
      // be stored). Node would anyway: a "message" listener refs the worker's port (its
      // setupPortReferencing), and removing it unrefs the port again.
      worker.ref();
      worker.postMessage(request);
    });
  }

  #endIdleThreadsLater(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      for (const worker of this.#idle.splice(0)) void worker.terminate();
    }, this.#options.idleMs);
    this.#idleTimer.unref();
  }
}
