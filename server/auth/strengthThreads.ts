/**
 * The password-strength estimator off the main thread (issue 21): a few worker threads
 * (./strengthWorker.ts), behind a bounded queue (./workQueue.ts) that answers 429 when full. Eight
 * concurrent 128-character patterned passwords held the event loop for 20 s; now they cost a worker
 * thread's time, and every other request goes on.
 *
 * One pool per process (server/workers/threadPool.ts), like the CPU it shares: its size is set by
 * each app built (the last one wins; a server builds one). Threads start with the first estimate
 * (their dictionaries take a few hundred ms to load, which a cold start without a password to judge
 * need not pay), are unref'd so they never keep a process alive, and end after a minute without work.
 */
import type { PasswordAssessment } from "../../domain/passwordStrength";
import { ThreadPool } from "../workers/threadPool";
import type { QueueLimits } from "./workQueue";

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

const pool = new ThreadPool<EstimateRequest, PasswordAssessment>({
  url: WORKER_URL,
  name: "The strength estimator's thread",
  limits: { concurrency: 1, maxWaiting: 16 },
  // An idle thread ends after a minute: its dictionaries hold tens of MB.
  idleMs: 60_000,
});

/** The pool's size: threads (the queue's concurrency) and how many estimates may wait. */
export function configureStrengthThreads(limits: QueueLimits): void {
  pool.limits = limits;
}

/** The estimator's assessment, computed on a worker thread; a QueueFullError (429) when too many wait. */
export function estimateOffThread(
  request: EstimateRequest,
): Promise<PasswordAssessment> {
  return pool.run(request);
}
