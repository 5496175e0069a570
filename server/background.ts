/**
 * Work done after the answer has gone: whatever takes longer for a registered email than for an
 * unknown one (hashing, sending a link) runs here, so answer times do not tell which emails have
 * accounts. The queue is in-process; tests await idle() before reading what the work left behind.
 */
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import { loggableError } from "./errors";

export interface Background {
  /** Runs the task once the current request has been answered; failures are logged. */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far (and any they started) has finished. */
  idle(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    background: Background;
  }
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      const done: Promise<void> = new Promise<void>((resolve) =>
        setImmediate(resolve),
      )
        .then(task)
        // A failed query's parameters (an email, a new password's hash) stay out of the log.
        .catch((err: unknown) =>
          log.error({ err: loggableError(err) }, `${what} failed`),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export const backgroundPlugin = fp(
  async (app) => {
    const background = createBackground(app.log);
    app.decorate("background", background);
    // Closing waits for work already accepted (an email promised in an answer).
    app.addHook("onClose", () => background.idle());
  },
  { name: "background" },
);
