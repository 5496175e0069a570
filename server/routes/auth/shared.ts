/** What the auth flows, the profile and the contact form share: answer shapes and user look-ups. */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { normalizeEmail } from "../../../domain/email";
import { ROLES } from "../../../domain/privileges";
import { currentUserSchema } from "../../../domain/schemas/user";
import { withDriverDetail } from "../../auth/authUser";
import type { LinkPurpose } from "../../auth/flows";
import { createSession, INVALID_LINK } from "../../auth/flows";
import { hashToken } from "../../auth/secrets";
import { mfaRequiredFor } from "../../auth/totp";
import { authTokens, drivers, users, userTotp } from "../../db/schema";
import { unprocessable } from "../../errors";
import { toUser } from "../../entities/users";

export const sessionAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ token: z.string(), user: currentUserSchema }),
});
export const userAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: currentUserSchema,
});

/** Stored emails are normalised (the schemas do it); so is every look-up. */
export async function findUserByEmail(base: FastifyInstance, email: string) {
  const [u] = await base.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return u ?? null;
}

/**
 * The signed-in user's answer: the account and, in the same query, its driver record's id and
 * whether a second factor must still be set up.
 */
export async function loadUser(base: FastifyInstance, userId: string) {
  const [row] = await base.db
    .select({
      user: users,
      driverId: drivers.id,
      totpConfirmedAt: userTotp.confirmedAt,
    })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return withDriverDetail(
    toUser(row.user),
    row.driverId,
    mfaRequiredFor(base.config, row.user.roles) && !row.totpConfirmedAt,
  );
}

/** A new session for the user: the token and the user, as sign-in and setup answer. */
export async function signedIn(
  base: FastifyInstance,
  userId: string,
  request: FastifyRequest,
) {
  return {
    token: await createSession(base, userId, {
      userAgent: request.headers["user-agent"] ?? null,
      ipAddress: request.ip,
    }),
    user: await loadUser(base, userId),
  };
}

export async function systemAdminExists(
  base: FastifyInstance,
): Promise<boolean> {
  const [row] = await base.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.roles} @> array[${ROLES.systemadmin}]::text[]`)
    .limit(1);
  return !!row;
}

/**
 * The link's 422 now, without spending the token, when it is unknown, used, expired or of another
 * purpose (issue 21): checked before the password is judged, so a made-up token costs a look-up, not
 * the strength estimator. The token is spent afterwards by redeemToken, which checks it again.
 */
export async function assertLiveLink(
  base: FastifyInstance,
  token: string,
  purpose: LinkPurpose,
): Promise<void> {
  const [row] = await base.db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row)
    throw unprocessable(INVALID_LINK, [
      { field: "token", message: INVALID_LINK },
    ]);
}
