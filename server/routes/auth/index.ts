/**
 * Sign-in (and its second step), session, sign-up, email verification, forgot/reset password,
 * first-time setup, password change and the second factor, one file per flow. Answers never reveal
 * whether an email is registered. The profile and the contact form have their own route files
 * (../profile.ts, ../contact.ts).
 *
 * Every credential route is under the per-address limit (addressLimit); the CPU-heavy work they do,
 * hashing and judging passwords, waits in bounded queues whose 429 gets its Retry-After here (issue 21).
 */
import type { FastifyInstance } from "fastify";
import {
  configurePasswordCost,
  configurePasswordHashing,
} from "../../auth/secrets";
import { configureStrengthThreads } from "../../auth/strengthThreads";
import { QueueFullError } from "../../auth/workQueue";
import { changePasswordRoute, currentUserRoute } from "./currentUser";
import { passwordResetRoutes } from "./passwordReset";
import { secondFactorRoute } from "./secondFactor";
import { sessionListRoutes } from "./sessionList";
import { signInRoute, signOutRoute } from "./sessions";
import { setupRoutes } from "./setup";
import { signUpRoutes } from "./signUp";
import { totpRoutes } from "./totp";

export async function authRoutes(base: FastifyInstance) {
  const c = base.config;
  configurePasswordHashing({
    // Below libuv's thread pool, so a flood of hashes never leaves DNS and file work without a thread.
    concurrency: Math.max(
      1,
      Math.min(c.PASSWORD_HASH_CONCURRENCY, c.UV_THREADPOOL_SIZE - 1),
    ),
    maxWaiting: c.PASSWORD_HASH_QUEUE,
  });
  configurePasswordCost({
    memoryKib: c.PASSWORD_HASH_MEMORY_KIB,
    passes: c.PASSWORD_HASH_PASSES,
  });
  configureStrengthThreads({
    concurrency: c.PASSWORD_ESTIMATOR_THREADS,
    maxWaiting: c.PASSWORD_ESTIMATOR_QUEUE,
  });
  // A full queue is found deep in a route, without the reply: its Retry-After is added here (onError
  // runs before the error handler, which then answers as for every other error: server/errors.ts).
  base.addHook("onError", async (_request, reply, error) => {
    if (error instanceof QueueFullError)
      reply.header("Retry-After", String(error.retryAfterSeconds));
  });
  // In the order the routes have always been registered in.
  signInRoute(base);
  currentUserRoute(base);
  signOutRoute(base);
  signUpRoutes(base);
  passwordResetRoutes(base);
  setupRoutes(base);
  changePasswordRoute(base);
  sessionListRoutes(base);
  secondFactorRoute(base);
  totpRoutes(base);
}
