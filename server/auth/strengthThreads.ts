/**
 * The password-strength estimator off the main thread (issue 21): a few worker threads
 * (./strengthWorker.ts), behind a bounded queue (./workQueue.ts) that answers 429 when full. Eight
 * concurrent 128-character patterned passwords held the event loop for 20 s; now they cost a worker
 * thread's time, and every other request goes on.
 *
 * One pool per process, like the CPU it shares: its size is set by each app built (the last one
 * wins; a server builds one). Threads start with the first estimate (their dictionaries take a few
 * hundred ms to load, which a cold start without a password to judge need not pay), are unref'd so
 * they never keep a process alive, and end after a minute without work.
 */
import { Worker } from "node:worker_threads";
import type { PasswordAssessment } from "../../domain/passwordStrength";
import { bootstrap } from "../db/pgliteWorkerStart";
import type { QueueLimits } from "./workQueue";
import { WorkQueue } from "./workQueue";

export interface EstimateRequest {
  password: string;
  userInputs: string[];
}

// The sources run under tsx (.ts); the production bundle (scripts/build-server.mjs) holds .js.
const WORKER_URL = new URL(
  import.meta.url.endsWith(".ts")
    ? "./strengthWorker.ts"
    : "./strengthWorker.js",
  import.meta.url,
);

/** An idle thread ends after this long: its dictionaries hold tens of MB. */
const IDLE_MS = 60_000;

const queue = new WorkQueue({ concurrency: 1, maxWaiting: 16 });
const idle: Worker[] = [];
let idleTimer: NodeJS.Timeout | undefined;

/** The pool's size: threads (the queue's concurrency) and how many estimates may wait. */
export function configureStrengthThreads(limits: QueueLimits): void {
  queue.limits = limits;
}

function startThread(): Worker {
  const worker = new Worker(bootstrap(WORKER_URL), { eval: true });
  worker.unref();
  return worker;
}

/** One estimate on this thread; a thread that failed is dropped (the next estimate starts another). */
function ask(
  worker: Worker,
  request: EstimateRequest,
): Promise<PasswordAssessment> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (answer: PasswordAssessment) => {
      done();
      resolve(answer);
    };
    const onError = (error: Error) => {
      done();
      void worker.terminate();
      reject(error);
    };
    const onExit = (code: number) =>
      onError(new Error(`The strength estimator's thread exited (${code}).`));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(request);
  });
}

function endIdleThreadsLater(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    for (const worker of idle.splice(0)) void worker.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

/** The estimator's assessment, computed on a worker thread; a QueueFullError (429) when too many wait. */
export function estimateOffThread(
  request: EstimateRequest,
): Promise<PasswordAssessment> {
  return queue.run(async () => {
    const worker = idle.pop() ?? startThread();
    const answer = await ask(worker, request);
    idle.push(worker);
    endIdleThreadsLater();
    return answer;
  });
}
