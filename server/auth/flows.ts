/** Sessions and single-use tokens shared by the auth routes and the users entity. */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { users } from "../db/schema";
import { authTokens, sessions } from "../db/schema";
import { hashToken, newToken } from "./secrets";

export type TokenPurpose = "verify-email" | "reset-password" | "setup";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 7 * 24 * 3600_000,
  "reset-password": 3600_000,
  setup: 7 * 24 * 3600_000,
};

export async function createSession(
  app: FastifyInstance,
  userId: string,
): Promise<string> {
  const token = newToken();
  await app.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(
      Date.now() + app.config.SESSION_ABSOLUTE_HOURS * 3600_000,
    ),
  });
  return token;
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

export async function issueSetupInvitation(
  app: FastifyInstance,
  user: typeof users.$inferSelect,
) {
  const token = await issueToken(app, user.id, "setup");
  const link = publicLink(app, "/setup-auth", token);
  await app.mailer.send({
    to: user.email,
    subject: "You have been invited to the NEMT Portal",
    body: `Hello ${user.firstName},\n\nAn account has been created for you. Set your password here (the link works once and expires in 7 days):\n\n${link}\n`,
    secrets: [link],
  });
}

export async function sendVerification(
  app: FastifyInstance,
  user: typeof users.$inferSelect,
) {
  const token = await issueToken(app, user.id, "verify-email");
  const link = publicLink(app, "/verify-email", token);
  await app.mailer.send({
    to: user.email,
    subject: "Confirm your email address",
    body: `Hello ${user.firstName},\n\nConfirm your email address for the NEMT Portal:\n\n${link}\n`,
    secrets: [link],
  });
}
