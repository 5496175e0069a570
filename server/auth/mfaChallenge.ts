/**
 * The pending second step of a sign-in (issue 11): after the right password of an account with a
 * confirmed authenticator, the client gets an mfaToken instead of a session. It is an auth_tokens row
 * of purpose "mfa" (random, stored hashed, 5 minutes, single use), good for MFA_TOKEN_TRIES wrong
 * codes. Those tries are the code step's only bound: a wrong code counts against the account's
 * sign-in throttle, which slows the next password step, but that throttle never refuses a code
 * (issue 21: it let wrong passwords lock the owner out).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { authTokens, users } from "../db/schema";
import { hitWindow, throttleKey } from "../limits/store";
import { issueToken, TOKEN_TTL_MS } from "./flows";
import { hashToken } from "./secrets";

/** Wrong codes one mfaToken takes before it is spent. */
export const MFA_TOKEN_TRIES = 5;

export const issueMfaChallenge = (app: FastifyInstance, userId: string) =>
  issueToken(app, userId, "mfa");

export interface MfaChallenge {
  tokenHash: string;
  user: typeof users.$inferSelect;
}

/** The live challenge of a token and its user; null when unknown, used or expired. */
export async function findMfaChallenge(
  app: FastifyInstance,
  token: string,
): Promise<MfaChallenge | null> {
  const tokenHash = hashToken(token);
  const [row] = await app.db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, "mfa"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { tokenHash, user: row.user } : null;
}

/** Counts one try of the challenge; false once its tries are spent. */
export async function admitMfaTry(
  app: FastifyInstance,
  challenge: MfaChallenge,
): Promise<boolean> {
  const { hits } = await hitWindow(
    app.db,
    throttleKey("mfa-token", challenge.tokenHash),
    TOKEN_TTL_MS.mfa,
  );
  return hits <= MFA_TOKEN_TRIES;
}

/** Marks the challenge used; false when another request spent it first. */
export async function spendMfaChallenge(
  app: FastifyInstance,
  challenge: MfaChallenge,
): Promise<boolean> {
  const spent = await app.db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, challenge.tokenHash),
        eq(authTokens.purpose, "mfa"),
        isNull(authTokens.usedAt),
      ),
    )
    .returning({ id: authTokens.id });
  return spent.length > 0;
}
