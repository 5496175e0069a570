/**
 * Account setup: a setup link's token sets an invited user's password; without a token, the first
 * system administrator is created, possible only while none exists.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ROLES } from "../../../domain/privileges";
import { setupSchema } from "../../../domain/schemas/auth";
import { redeemToken, voidLinks } from "../../auth/flows";
import { hashPassword } from "../../auth/secrets";
import { errorResponses } from "../../crud/schemas";
import { users } from "../../db/schema";
import { AppError, unprocessable } from "../../errors";
import { addressLimit } from "../../limits/credentials";
import {
  assertLiveLink,
  sessionAnswer,
  signedIn,
  systemAdminExists,
} from "./shared";
import { PUBLIC } from "../../plugins/routeAccess";
import { assertStrongPassword } from "../../auth/passwordPolicy";

export function setupRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/auth/setup-status",
    {
      config: { access: PUBLIC },
      schema: {
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: z.object({ firstAdminNeeded: z.boolean() }),
          }),
        },
      },
    },
    async () => ({
      code: 200,
      message: "OK",
      data: { firstAdminNeeded: !(await systemAdminExists(base)) },
    }),
  );

  app.post(
    "/auth/setup",
    {
      config: { access: PUBLIC },
      preHandler: addressLimit(base),
      schema: {
        body: setupSchema,
        response: { 200: sessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { token, email, firstName, lastName, password } = request.body;
      // Every cheap refusal comes before the password is judged (issue 21), and the password before
      // the link's token is spent: a refused password can be chosen again.
      const strongHash = async () => {
        await assertStrongPassword(password, "password", [
          email,
          firstName,
          lastName,
        ]);
        // Hashed before any write: no connection waits on argon2.
        return hashPassword(password);
      };
      if (token) {
        await assertLiveLink(base, token, "setup");
        const passwordHash = await strongHash();
        const userId = await redeemToken(base, token, "setup");
        await base.db
          .update(users)
          .set({
            passwordHash,
            requirePasswordReset: false,
            emailVerifiedAt: new Date(),
          })
          .where(eq(users.id, userId));
        await voidLinks(base, userId);
        return {
          code: 200,
          message: "Your password is set.",
          data: await signedIn(base, userId, request),
        };
      }
      // First-time setup: only while no system administrator exists.
      if (await systemAdminExists(base))
        throw new AppError(409, "Setup is already complete. Sign in instead.");
      const missing = [
        ["email", email],
        ["firstName", firstName],
        ["lastName", lastName],
      ].filter(([, v]) => !v);
      if (missing.length) {
        throw unprocessable(
          "Email, first name and last name are required.",
          missing.map(([field]) => ({
            field: String(field),
            message: "This field is required.",
          })),
        );
      }
      const passwordHash = await strongHash();
      const [created] = await base.db
        .insert(users)
        .values({
          email: email!,
          firstName: firstName!,
          lastName: lastName!,
          roles: [ROLES.systemadmin],
          passwordHash,
          emailVerifiedAt: new Date(),
        })
        .returning();
      return {
        code: 200,
        message: "The first administrator is set up.",
        data: await signedIn(base, created.id, request),
      };
    },
  );
}
