/**
 * A bounded queue for the CPU-heavy work of the credential routes (issue 21): password hashing
 * (argon2, on libuv's thread pool) and the password-strength estimator (on worker threads). At most
 * `concurrency` tasks run; up to `maxWaiting` more wait their turn; beyond that a call is refused at
 * once with the §8 429 and a Retry-After guessed from how long tasks have been taking. An anonymous
 * flood thus meets 429s instead of piling up work that starves everyone else.
 */
import { AppError } from "../errors";
import { waitText } from "../limits/credentials";

export interface QueueLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting beyond those; more are refused. */
  maxWaiting: number;
}

/** The longest Retry-After a full queue answers: it drains in seconds, not minutes. */
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * The 429 of a full queue. Its Retry-After header is set by the auth routes' error handler
 * (server/routes/auth/index.ts): the code that runs into a full queue has no reply at hand.
 */
export class QueueFullError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `Too many requests. Try again in ${waitText(retryAfterSeconds)}.`,
    );
  }
}

export class WorkQueue {
  #running = 0;
  #waiting: (() => void)[] = [];
  /** How long a task takes, on average (a moving average, seeded with a guess). */
  #averageMs = 250;

  constructor(public limits: QueueLimits) {}

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Throws the 429 now when one more task would be refused (a task to be queued later). */
  assertRoom(): void {
    if (
      this.#running >= this.limits.concurrency &&
      this.#waiting.length >= this.limits.maxWaiting
    )
      throw new QueueFullError(this.#retryAfterSeconds());
  }

  /**
   * Runs the task when a slot is free. `mayWait` queues it whatever the queue's length: for work
   * already promised (a sign-up answered 202 after assertRoom), never for a request's own work.
   */
  async run<T>(
    task: () => Promise<T>,
    { mayWait = false }: { mayWait?: boolean } = {},
  ): Promise<T> {
    if (this.#running < this.limits.concurrency) this.#running++;
    else {
      if (!mayWait) this.assertRoom();
      // The slot is handed over by release(): #running stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.#averageMs =
        0.8 * this.#averageMs + 0.2 * (performance.now() - started);
      this.#release();
    }
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }

  /** Until the tasks ahead of a new one (the running ones and the queue) are done. */
  #retryAfterSeconds(): number {
    const rounds = Math.ceil(
      (this.#running + this.#waiting.length) / this.limits.concurrency,
    );
    return Math.min(
      MAX_RETRY_AFTER_SECONDS,
      Math.max(1, Math.ceil((rounds * this.#averageMs) / 1000)),
    );
  }
}
