/**
 * The limits of the credential routes (sign-in, sign-up, forgot password, setup, password change,
 * contact), kept in the database so every API process agrees. They add to the general limit of
 * @fastify/rate-limit (server/app.ts), never replace it: no credential route sets its own there.
 * - every attempt from one address, with a ceiling a ward at shift change stays under;
 * - failed sign-ins per account and address, each try after the allowance waiting twice as long as
 *   the one before, up to a few minutes; and per account whatever the address, with a larger
 *   allowance and the same short cap, against guessing from many addresses. Knowing an email must
 *   not lock its owner out (issue 21): an attacker's failures slow their own address, and the whole
 *   account for a few minutes at a time at most; a success forgets both, so does an administrator;
 * - account emails per normalised address, so variants of one address cannot flood a mailbox.
 * Answers are the same whether the account exists: the keys are the email as typed, normalised.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeEmail } from "../../domain/email";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import {
  admitAttempt,
  blockedUntil,
  clear,
  clearPrefix,
  forgetStale,
  hitWindow,
  throttleKey,
} from "./store";

const MINUTE_MS = 60_000;
const HOUR_MS = 3600_000;
/**
 * The longest wait failed sign-ins can build up to, for an address and for the whole account: long
 * enough to make guessing slow (one guess per 5 minutes per account once the allowances are spent),
 * short enough that nobody can keep an owner out for longer than this at a time (issue 21).
 */
export const MAX_SIGN_IN_DELAY_MS = 5 * MINUTE_MS;
/** How many more failures the account as a whole allows than one address does. */
const ACCOUNT_ALLOWANCE_FACTOR = 4;

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
  /** The proof was right: the failures of the account, and of this address on it, are forgotten. */
  succeeded(): Promise<void>;
}

/** The failures of one account from one address, and of the account from anywhere. */
function accountKeys(email: string, address: string) {
  const subject = normalizeEmail(email);
  return {
    pair: throttleKey("account-address", subject, address),
    account: throttleKey("account", subject),
  };
}

function accountPolicies(app: FastifyInstance) {
  const base = {
    baseDelayMs: app.config.SIGNIN_DELAY_SECONDS * 1000,
    maxDelayMs: MAX_SIGN_IN_DELAY_MS,
  };
  return {
    pair: { ...base, freeAttempts: app.config.SIGNIN_RATE_LIMIT_MAX },
    account: {
      ...base,
      freeAttempts: app.config.SIGNIN_RATE_LIMIT_MAX * ACCOUNT_ALLOWANCE_FACTOR,
    },
  };
}

/**
 * Admits one password attempt for this account from the request's address, or throws a 429 while
 * the address, or the whole account, waits. The attempt counts as a failure until succeeded() says
 * otherwise. The address first: attempts it refuses do not count against the account, so one
 * address cannot spend the account's allowance by hammering while it waits.
 */
export async function admitAccountAttempt(
  app: FastifyInstance,
  reply: FastifyReply,
  email: string,
): Promise<AccountAttempt> {
  const address = reply.request.ip;
  const keys = accountKeys(email, address);
  const policies = accountPolicies(app);
  const now = new Date();
  for (const kind of ["pair", "account"] as const) {
    const admitted = await admitAttempt(
      app.db,
      keys[kind],
      policies[kind],
      now,
    );
    if (!admitted) {
      const until = await blockedUntil(app.db, keys[kind], now);
      throw tooManyRequests(
        reply,
        until ?? new Date(now.getTime() + 1000),
        now,
      );
    }
  }
  return { succeeded: () => forgetAccountFailures(app, email, address) };
}

/**
 * A wrong code at the second step of a sign-in: counted like a wrong password (so a holder of the
 * password guessing codes is slowed down at the password step), but never refused for it: the code
 * step has its own bound, the tries of its token, and a right code after a right password always
 * signs in (issue 21).
 */
export async function countFailedCode(
  app: FastifyInstance,
  email: string,
  address: string,
): Promise<void> {
  const keys = accountKeys(email, address);
  const policies = accountPolicies(app);
  const now = new Date();
  // While a key waits, the refused count is not added: the wait already stands.
  await admitAttempt(app.db, keys.pair, policies.pair, now);
  await admitAttempt(app.db, keys.account, policies.account, now);
}

/** A success: the account's failures, and this address's on it, are forgotten. */
export async function forgetAccountFailures(
  app: FastifyInstance,
  email: string,
  address: string,
): Promise<void> {
  const keys = accountKeys(email, address);
  await clear(app.db, keys.pair, keys.account);
}

/** An administrator lifts every wait of the account, from every address (issue 21). */
export async function unlockAccount(db: Db, email: string): Promise<void> {
  const subject = normalizeEmail(email);
  await clearPrefix(db, throttleKey("account-address", subject));
  await clear(db, throttleKey("account", subject));
}

/**
 * Whether one more account email may go to this address this hour (counted when it may). Security
 * notices (a second factor turned on or off) count in a budget of their own, so links asked for by
 * anyone cannot use up the budget that tells the owner of a change; the mention digest has its own
 * too, so a busy thread cannot use up the one of the account's links (server/notifications).
 */
export async function mayMail(
  app: FastifyInstance,
  email: string,
  budget: "mail" | "security-mail" | "mention-digest" = "mail",
): Promise<boolean> {
  const { hits } = await hitWindow(
    app.db,
    throttleKey(budget, normalizeEmail(email)),
    HOUR_MS,
  );
  return hits <= app.config.MAIL_PER_ADDRESS_MAX;
}
