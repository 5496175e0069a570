/** The signed-in user's own account: who am I, and changing my password. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changePasswordSchema } from "../../../domain/schemas/auth";
import { revokeSessions, voidLinks } from "../../auth/flows";
import { hashPassword, verifyPassword } from "../../auth/secrets";
import { errorResponses } from "../../crud/schemas";
import { users } from "../../db/schema";
import { unprocessable } from "../../errors";
import { admitAccountAttempt, addressLimit } from "../../limits/credentials";
import { currentUser } from "../../plugins/auth";
import { loadUser, userAnswer } from "./shared";
import { assertStrongPassword } from "../../auth/passwordPolicy";

export function currentUserRoute(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().get(
    "/auth/user",
    {
      preParsing: base.authorize({
        allowPasswordReset: true,
        allowMfaEnrolment: true,
      }),
      schema: { response: { 200: userAnswer, ...errorResponses } },
    },
    async (request) => ({
      code: 200,
      message: "OK",
      data: await loadUser(base, currentUser(request).userId),
    }),
  );
}

export function changePasswordRoute(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().post(
    "/auth/password",
    {
      preParsing: base.authorize({ allowPasswordReset: true }),
      preHandler: addressLimit(base),
      schema: {
        body: changePasswordSchema,
        response: { 200: userAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      await assertStrongPassword(request.body.newPassword, "newPassword", [
        me.email,
        me.firstName,
        me.lastName,
      ]);
      // A stolen session must not become a way to guess the password: same account limit as sign-in.
      const attempt = await admitAccountAttempt(base, reply, me.email);
      const [u] = await base.db
        .select()
        .from(users)
        .where(eq(users.id, me.userId));
      if (
        !(await verifyPassword(u.passwordHash, request.body.currentPassword))
      ) {
        throw unprocessable("The current password is incorrect.", [
          {
            field: "currentPassword",
            message: "The current password is incorrect.",
          },
        ]);
      }
      await attempt.succeeded();
      await base.db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.newPassword),
          requirePasswordReset: false,
        })
        .where(eq(users.id, me.userId));
      // Reset and setup links sent before the change must not undo it.
      await voidLinks(base, me.userId);
      // Whoever knew the old password is signed out everywhere else; this session stays.
      await revokeSessions(base, me.userId, me.sessionId);
      return {
        code: 200,
        message: "Your password has been changed.",
        data: await loadUser(base, me.userId),
      };
    },
  );
}
