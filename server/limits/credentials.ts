/**
 * The limits of the credential routes (sign-in, sign-up, forgot password, setup, password change,
 * contact), kept in the database so every API process agrees. They add to the general limit of
 * @fastify/rate-limit (server/app.ts), never replace it: no credential route sets its own there.
 * - every attempt from one address, with a ceiling a ward at shift change stays under;
 * - failed sign-ins per account (the normalised email), whatever the address, each try after the
 *   allowance waiting twice as long as the one before; a success forgets them;
 * - account emails per normalised address, so variants of one address cannot flood a mailbox.
 * Answers are the same whether the account exists: the keys are the email as typed, normalised.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeEmail } from "../../domain/email";
import { AppError } from "../errors";
import {
  admitAttempt,
  blockedUntil,
  clear,
  forgetStale,
  hitWindow,
  throttleKey,
} from "./store";

const MINUTE_MS = 60_000;
const HOUR_MS = 3600_000;
/** The longest wait failed sign-ins can build up to. */
const MAX_SIGN_IN_DELAY_MS = HOUR_MS;

/** "30 seconds", "1 minute", "2 hours": how the general limit words its wait, too. */
export function waitText(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return unit(seconds, "second");
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), "minute");
  return unit(Math.ceil(seconds / 3600), "hour");
}

/** The 429 of §8 with a Retry-After header, as the general limit answers. */
export function tooManyRequests(
  reply: FastifyReply,
  until: Date,
  now = new Date(),
): AppError {
  const seconds = Math.max(
    1,
    Math.ceil((until.getTime() - now.getTime()) / 1000),
  );
  reply.header("Retry-After", String(seconds));
  return new AppError(
    429,
    `Too many requests. Try again in ${waitText(seconds)}.`,
  );
}

/** preHandler of every credential route: one more attempt from this address. */
export function addressLimit(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = new Date();
    const { hits, resetsAt } = await hitWindow(
      app.db,
      throttleKey("address", request.ip),
      MINUTE_MS,
      now,
    );
    if (hits > app.config.SIGNIN_ADDRESS_RATE_LIMIT_MAX)
      throw tooManyRequests(reply, resetsAt, now);
    // Now and then, so the table does not grow with every address ever seen.
    if (hits === 1 && Math.random() < 0.01) await forgetStale(app.db, now);
  };
}

export interface AccountAttempt {
  /** The password was right: the account's failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Admits one password attempt for this account, or throws a 429 while the account waits. The attempt
 * counts as a failure until succeeded() says otherwise.
 */
export async function admitAccountAttempt(
  app: FastifyInstance,
  reply: FastifyReply,
  email: string,
): Promise<AccountAttempt> {
  const key = throttleKey("account", normalizeEmail(email));
  const now = new Date();
  const admitted = await admitAttempt(
    app.db,
    key,
    {
      freeAttempts: app.config.SIGNIN_RATE_LIMIT_MAX,
      baseDelayMs: app.config.SIGNIN_DELAY_SECONDS * 1000,
      maxDelayMs: MAX_SIGN_IN_DELAY_MS,
    },
    now,
  );
  if (!admitted) {
    const until = await blockedUntil(app.db, key, now);
    throw tooManyRequests(reply, until ?? new Date(now.getTime() + 1000), now);
  }
  return { succeeded: () => clear(app.db, key) };
}

/** Whether one more account email may go to this address this hour (counted when it may). */
export async function mayMail(
  app: FastifyInstance,
  email: string,
): Promise<boolean> {
  const { hits } = await hitWindow(
    app.db,
    throttleKey("mail", normalizeEmail(email)),
    HOUR_MS,
  );
  return hits <= app.config.MAIL_PER_ADDRESS_MAX;
}
