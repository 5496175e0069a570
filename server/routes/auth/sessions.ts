/**
 * Signing in (a new session, or the second step's mfaToken when the account has an authenticator) and
 * signing out (revoking the current one). The second step is ./secondFactor.ts.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { mfaChallengeSchema, signInSchema } from "../../../domain/schemas/auth";
import { issueMfaChallenge } from "../../auth/mfaChallenge";
import { assertHashingRoom, verifyPassword } from "../../auth/secrets";
import { findTotp } from "../../auth/totp";
import { errorResponses, messageSchema } from "../../crud/schemas";
import { sessions } from "../../db/schema";
import { unauthorized } from "../../errors";
import { admitAccountAttempt, addressLimit } from "../../limits/credentials";
import { currentUser } from "../../plugins/auth";
import { findUserByEmail, sessionAnswer, signedIn } from "./shared";
import { PUBLIC } from "../../plugins/routeAccess";

export const SIGN_IN_FAILED = "The email or password is incorrect.";
export const MFA_REQUIRED = "Enter the code from your authenticator app.";

/** The answer when the password was right and the account's second factor comes next. */
const challengeAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: mfaChallengeSchema,
});

export function signInRoute(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().post(
    "/auth/sessions",
    {
      config: { access: PUBLIC },
      // On top of the general limit: attempts per address, then failures per account below.
      preHandler: addressLimit(base),
      schema: {
        body: signInSchema,
        response: {
          200: z.union([sessionAnswer, challengeAnswer]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // A flood is refused before the attempt counts against the account: the owner's own try must
      // not become a failure because the hashing queue was full (issue 21).
      assertHashingRoom();
      // Counted whether or not the account exists, so the answers cannot tell.
      const attempt = await admitAccountAttempt(base, reply, email);
      const user = await findUserByEmail(base, email);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok || !user.active) throw unauthorized(SIGN_IN_FAILED);
      if ((await findTotp(base.db, user.id))?.confirmedAt) {
        // Half a sign-in is not a success: the account's failures stay counted (this attempt too)
        // until the code is right, so the six digits cannot be guessed past the throttle.
        return {
          code: 200,
          message: MFA_REQUIRED,
          data: {
            mfaRequired: true as const,
            mfaToken: await issueMfaChallenge(base, user.id),
          },
        };
      }
      await attempt.succeeded();
      return {
        code: 200,
        message: "Signed in.",
        data: await signedIn(base, user.id, request),
      };
    },
  );
}

export function signOutRoute(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().delete(
    "/auth/sessions",
    {
      preParsing: base.authorize({
        allowPasswordReset: true,
        allowMfaEnrolment: true,
      }),
      schema: { response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      await base.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, currentUser(request).sessionId));
      return { code: 200, message: "Signed out." };
    },
  );
}
