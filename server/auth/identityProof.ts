/**
 * Proving it is the account's owner, not only the holder of one of its sessions, before changing
 * its second factor (issue 11; issue 21 for enrolling): the password, or a current code when an
 * authenticator is confirmed. Each proof is counted by the account's sign-in throttle, so a stolen
 * session is no way to guess either.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { TotpProof } from "../../domain/schemas/auth";
import { TOTP_MESSAGES } from "../../domain/schemas/auth";
import { sessions, users } from "../db/schema";
import { unprocessable } from "../errors";
import { admitAccountAttempt } from "../limits/credentials";
import type { AuthUser } from "./authUser";
import { verifyPassword } from "./secrets";
import { acceptTotpCode, findTotp } from "./totp";

export const PASSWORD_INCORRECT = "The password is incorrect.";
export const MFA_CODE_INVALID = "The authentication code is not valid.";

/**
 * How long after a sign-in the forced first enrolment (MFA_REQUIRED_ROLES) goes without asking for
 * the password again: time to find the phone and scan the code, and no more.
 */
export const FORCED_ENROLMENT_GRACE_MS = 15 * 60_000;

const fieldError = (field: string, message: string) =>
  unprocessable(message, [{ field, message }]);

/** The password or a current code, or a 422 on the field that was wrong. */
export async function proveIdentity(
  app: FastifyInstance,
  reply: FastifyReply,
  me: AuthUser,
  { password, code }: TotpProof,
  missing: string = TOTP_MESSAGES.proof,
): Promise<void> {
  if (!password && !code) throw fieldError("password", missing);
  // A stolen session must not become a way to guess the password or a code.
  const attempt = await admitAccountAttempt(app, reply, me.email);
  if (code) {
    const row = await findTotp(app.db, me.userId);
    const ok =
      !!row?.confirmedAt &&
      (await acceptTotpCode(app.db, app.config.totpKey, row, code));
    if (!ok) throw fieldError("code", MFA_CODE_INVALID);
  } else {
    const [u] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, me.userId));
    if (!(await verifyPassword(u?.passwordHash, password!)))
      throw fieldError("password", PASSWORD_INCORRECT);
  }
  await attempt.succeeded();
}

/**
 * Whether enrolling an authenticator must ask for the password. It need not in one case only: the
 * forced first enrolment, i.e. the user's role requires a second factor, none is confirmed (the
 * session gate's mfaEnrolmentRequired) and the session was opened moments ago. Every session is
 * opened by a proof of the password (a sign-in, or setting the password from an invitation or as the
 * first administrator), so a fresh one has just shown it; an older one may be a stolen one.
 */
export async function enrolmentNeedsProof(
  app: FastifyInstance,
  me: AuthUser,
  now = Date.now(),
): Promise<boolean> {
  if (!me.mfaEnrolmentRequired) return true;
  const [session] = await app.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, me.sessionId));
  return (
    !session || now - session.createdAt.getTime() > FORCED_ENROLMENT_GRACE_MS
  );
}
