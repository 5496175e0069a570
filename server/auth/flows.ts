/** Sessions and single-use tokens shared by the auth routes and the users entity. */
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { users } from "../db/schema";
import { authTokens, sessions } from "../db/schema";
import { unprocessable } from "../errors";
import { hashToken, newToken } from "./secrets";

/** Tokens sent as links by email. */
export type LinkPurpose = "verify-email" | "reset-password" | "setup";
/** Every single-use token: the links, and the pending second step of a sign-in (never emailed). */
export type TokenPurpose = LinkPurpose | "mfa";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 7 * 24 * 3600_000,
  "reset-password": 3600_000,
  setup: 7 * 24 * 3600_000,
  mfa: 5 * 60_000,
};

/** Where a session was opened: shown to its owner in the list of their sessions. */
export interface SessionOrigin {
  userAgent?: string | null;
  ipAddress?: string | null;
}

export async function createSession(
  app: FastifyInstance,
  userId: string,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = newToken();
  await app.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    // A user agent is the client's to write: kept short.
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    ipAddress: origin.ipAddress ?? null,
    expiresAt: new Date(
      Date.now() + app.config.SESSION_ABSOLUTE_HOURS * 3600_000,
    ),
  });
  return token;
}

/**
 * An account deactivated (issue 11): its sessions end in the same transaction, so reactivating it
 * later does not bring them back. Called from the users and facility users entities.
 */
export async function endSessionsOnDeactivation(
  tx: Db,
  before: { active: boolean },
  after: { id: string; active: boolean },
): Promise<void> {
  if (!before.active || after.active) return;
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, after.id), isNull(sessions.revokedAt)));
}

/** Revokes the user's sessions, all of them or all but the one given (the caller's own). */
export async function revokeSessions(
  app: FastifyInstance,
  userId: string,
  exceptSessionId?: string,
) {
  const rows = await app.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function issueToken(
  app: FastifyInstance,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newToken();
  await app.db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks the token used and returns its user id; null when unknown, used, expired or of another purpose. */
export async function consumeToken(
  app: FastifyInstance,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await app.db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export const INVALID_LINK =
  "This link is invalid or has expired. Ask for a new one.";

/** consumeToken for a route: the user id, or a 422 that points at the token field. */
export async function redeemToken(
  app: FastifyInstance,
  token: string,
  purpose: TokenPurpose,
): Promise<string> {
  const userId = await consumeToken(app, token, purpose);
  if (!userId)
    throw unprocessable(INVALID_LINK, [
      { field: "token", message: INVALID_LINK },
    ]);
  return userId;
}

/** Links are built from PUBLIC_URL, never from the request's Host header. */
export function publicLink(
  app: FastifyInstance,
  path: string,
  token: string,
): string {
  const url = new URL(path, app.config.PUBLIC_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Where each kind of link leads, and what its email says. */
const TOKEN_EMAILS: Record<
  LinkPurpose,
  {
    path: string;
    subject: string;
    body: (firstName: string, link: string) => string;
  }
> = {
  setup: {
    path: "/setup-auth",
    subject: "You have been invited to the NEMT Portal",
    body: (name, link) =>
      `Hello ${name},\n\nAn account has been created for you. Set your password here (the link works once and expires in 7 days):\n\n${link}\n`,
  },
  "verify-email": {
    path: "/verify-email",
    subject: "Confirm your email address",
    body: (name, link) =>
      `Hello ${name},\n\nConfirm your email address for the NEMT Portal:\n\n${link}\n`,
  },
  "reset-password": {
    path: "/reset-auth",
    subject: "Reset your NEMT Portal password",
    body: (name, link) =>
      `Hello ${name},\n\nReset your password here (the link works once and expires in 1 hour):\n\n${link}\n\nIf you did not ask for this, ignore this email.\n`,
  },
};

/** Issues a single-use token and emails its link; the stored copy has the link redacted. */
export async function sendTokenLink(
  app: FastifyInstance,
  user: Pick<typeof users.$inferSelect, "id" | "email" | "firstName">,
  purpose: LinkPurpose,
): Promise<void> {
  const email = TOKEN_EMAILS[purpose];
  const link = publicLink(
    app,
    email.path,
    await issueToken(app, user.id, purpose),
  );
  await app.mailer.send({
    to: user.email,
    subject: email.subject,
    body: email.body(user.firstName, link),
    secrets: [link],
  });
}

export const issueSetupInvitation = (
  app: FastifyInstance,
  user: typeof users.$inferSelect,
) => sendTokenLink(app, user, "setup");
export const sendVerification = (
  app: FastifyInstance,
  user: typeof users.$inferSelect,
) => sendTokenLink(app, user, "verify-email");

/**
 * Voids every outstanding reset and setup link of the account, and any sign-in waiting for its second
 * step: once one link was used, the password changed or the email moved, an older link must not set
 * the password again, nor a sign-in begun with the old password finish.
 */
export async function voidLinks(
  app: FastifyInstance,
  userId: string,
): Promise<void> {
  await app.db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.purpose, ["reset-password", "setup", "mfa"]),
        isNull(authTokens.usedAt),
      ),
    );
}
