/** Forgot password (a reset link by email) and resetting it with that link's token. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
} from "../../../domain/schemas/auth";
import {
  redeemToken,
  revokeSessions,
  sendTokenLink,
  voidLinks,
} from "../../auth/flows";
import { hashPassword } from "../../auth/secrets";
import { errorResponses, messageSchema } from "../../crud/schemas";
import { users } from "../../db/schema";
import { addressLimit, mayMail } from "../../limits/credentials";
import { assertLiveLink, findUserByEmail } from "./shared";
import { PUBLIC } from "../../plugins/routeAccess";
import { assertStrongPassword } from "../../auth/passwordPolicy";

export const NEUTRAL_FORGOT =
  "If an account exists for that address, we have sent a link to reset the password.";

export function passwordResetRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/auth/forgot-password",
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
      schema: {
        body: forgotPasswordSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // After the answer: a link takes longer to issue than nothing, and timing must not tell which
      // emails have accounts. A delivery failure is logged, never answered.
      base.background.run("password reset email", async () => {
        const user = await findUserByEmail(base, email);
        // A service user (issue 28) has no password to reset: it acts only through its API keys.
        if (
          user?.active &&
          !user.serviceOrganizationId &&
          (await mayMail(base, email))
        )
          await sendTokenLink(base, user, "reset-password");
      });
      return reply.status(202).send({ code: 202, message: NEUTRAL_FORGOT });
    },
  );

  app.post(
    "/auth/reset-password",
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
      schema: {
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The link first: a made-up token must not cost the estimator (issue 21). Then the password,
      // before the token is spent: a refused password can be chosen again.
      await assertLiveLink(base, request.body.token, "reset-password");
      await assertStrongPassword(request.body.password, "password");
      // Hashed before the token is spent and before any write: no connection waits on argon2.
      const passwordHash = await hashPassword(request.body.password);
      const userId = await redeemToken(
        base,
        request.body.token,
        "reset-password",
      );
      await base.db
        .update(users)
        .set({
          passwordHash,
          requirePasswordReset: false,
        })
        .where(eq(users.id, userId));
      // A reset ends every existing session and every other link: whoever knew the old password,
      // or holds an older link, is out.
      await revokeSessions(base, userId);
      await voidLinks(base, userId);
      return {
        code: 200,
        message: "Your password has been reset. Sign in with the new password.",
      };
    },
  );
}
